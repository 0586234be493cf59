import { addDays, berlinDate } from './berlin-date';

describe('berlinDate', () => {
  it('is already the next day in Berlin while UTC is still in the old one, in winter and in summer', () => {
    expect(berlinDate(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(berlinDate(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
    expect(berlinDate(new Date('2026-07-14T21:30:00Z'))).toBe('2026-07-14');
  });
});

describe('addDays', () => {
  it('counts calendar days across month ends and the clock change', () => {
    expect(addDays('2026-11-27', -89)).toBe('2026-08-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
