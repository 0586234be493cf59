import { EVENTS, LISTINGS, usageText } from './usage-text';

describe('usageText', () => {
  it('names used and allowed listings as the settings show them', () => {
    expect(usageText(2, 10, LISTINGS)).toBe('2 von 10 aktiven Anzeigen');
    expect(usageText(0, 3, EVENTS)).toBe('0 von 3 veröffentlichten Events');
  });

  it('says unbegrenzt when the package has no limit', () => {
    expect(usageText(1, null, LISTINGS)).toBe('1 aktive Anzeige (unbegrenzt)');
    expect(usageText(3, null, LISTINGS)).toBe('3 aktive Anzeigen (unbegrenzt)');
  });
});
