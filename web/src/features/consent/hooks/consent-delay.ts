/** product.md section 9: the dialog appears 1500 ms after the page loaded. */
export const CONSENT_DIALOG_DELAY_MS = 1500;

/**
 * How long the dialog still waits, given the milliseconds since navigation started (performance.now()): the app
 * mounts only after its scripts arrived, so counting from the mount showed it about 0.7 s late on a phone.
 */
export function remainingConsentDelay(sinceNavigationMs: number): number {
  return Math.max(0, CONSENT_DIALOG_DELAY_MS - sinceNavigationMs);
}
