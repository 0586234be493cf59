import { messageText, type MessageKey } from '@praxisnah/contracts';
import { EVENTS, LISTINGS, usageText } from './usage-text';

// The catalogue's defaults, without the overrides the browser loads (and the build-time env that needs).
jest.mock('@/lib/messages', () => ({
  t: (key: MessageKey, values?: Record<string, string | number>) => messageText(key, {}, values),
}));

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
