import { CONSENT_DIALOG_DELAY_MS, remainingConsentDelay } from './consent-delay';

describe('remainingConsentDelay', () => {
  it('counts the 1.5 s from the page load, not from when the app mounted', () => {
    expect(CONSENT_DIALOG_DELAY_MS).toBe(1500);
    expect(remainingConsentDelay(700)).toBe(800);
    expect(remainingConsentDelay(0)).toBe(1500);
  });

  it('opens at once when the app mounted later than that', () => {
    expect(remainingConsentDelay(2300)).toBe(0);
  });
});
