import { registrationState } from './registration-state';

describe('registrationState', () => {
  const now = new Date(2026, 10, 26, 12, 0);

  it('is open for an upcoming event that requires registration, also on its own day', () => {
    expect(registrationState({ eventDate: '2026-12-01', registrationRequired: true }, now)).toBe('open');
    expect(registrationState({ eventDate: '2026-11-26', registrationRequired: true }, now)).toBe('open');
  });

  it('says no registration is needed for an upcoming event without it', () => {
    expect(registrationState({ eventDate: '2026-12-01', registrationRequired: false }, now)).toBe('not-required');
  });

  it('is closed once the day is over, with or without registration', () => {
    expect(registrationState({ eventDate: '2026-11-25', registrationRequired: true }, now)).toBe('closed');
    expect(registrationState({ eventDate: '2026-11-25', registrationRequired: false }, now)).toBe('closed');
  });
});
