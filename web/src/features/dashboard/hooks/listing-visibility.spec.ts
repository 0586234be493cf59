import { isExpiredByDate, isFindable } from './listing-visibility';

const TODAY = new Date('2026-11-26T10:00:00Z');

describe('listing visibility in the search', () => {
  it('an active listing without an end date, or ending today or later, is found', () => {
    expect(isFindable({ status: 'aktiv', validTo: null }, TODAY)).toBe(true);
    expect(isFindable({ status: 'aktiv', validTo: '2026-11-26' }, TODAY)).toBe(true);
  });

  it('an active listing whose end date has passed is not, nor is a draft, a paused or an expired one', () => {
    expect(isExpiredByDate({ status: 'aktiv', validTo: '2026-11-25' }, TODAY)).toBe(true);
    expect(isFindable({ status: 'aktiv', validTo: '2026-11-25' }, TODAY)).toBe(false);
    for (const status of ['entwurf', 'pausiert', 'abgelaufen'] as const) expect(isFindable({ status, validTo: null }, TODAY)).toBe(false);
  });
});
