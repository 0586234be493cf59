import { PACKAGE_KEYS, type PackageKey } from '@praxisnah/contracts';
import { paths } from '@/app/paths';
import { local } from './storage';

const KEY = 'praxisnah_checkout_package';

/**
 * A paid package chosen at sign-up: the account exists only after the e-mail is confirmed, so the choice waits in this
 * browser until that account's first login, which then opens the checkout instead of the dashboard.
 */
export function rememberCheckout(email: string, pkg: PackageKey): void {
  if (pkg === 'starter') local.remove(KEY);
  else local.set(KEY, JSON.stringify({ email: email.trim().toLowerCase(), pkg }));
}

function readPending(): { email: string; pkg: PackageKey } | null {
  try {
    const value = JSON.parse(local.get(KEY) ?? 'null') as { email?: unknown; pkg?: unknown } | null;
    const pkg = PACKAGE_KEYS.find((key) => key === value?.pkg);
    return pkg && typeof value?.email === 'string' ? { email: value.email, pkg } : null;
  } catch {
    return null;
  }
}

/** The checkout of the package this account chose, once: the choice is forgotten as it is taken. */
export function takePendingCheckout(email: string): string | null {
  const pending = readPending();
  if (!pending || pending.email !== email.trim().toLowerCase()) return null;
  local.remove(KEY);
  return paths.checkout.to(pending.pkg);
}
