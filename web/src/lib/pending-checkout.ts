import { PACKAGE_KEYS, type PackageKey } from '@praxisnah/contracts';
import { paths } from '@/app/paths';
import { local } from './storage';

const KEY = 'praxisnah_checkout_package';

/**
 * A paid package chosen at sign-up: the account exists only after the e-mail is confirmed, so the choice waits in this
 * browser until the first login, which then opens the checkout instead of the dashboard.
 */
export function rememberCheckout(pkg: PackageKey): void {
  if (pkg === 'starter') local.remove(KEY);
  else local.set(KEY, pkg);
}

/** The checkout of the waiting package, once: the choice is forgotten as it is taken. */
export function takePendingCheckout(): string | null {
  const pkg = PACKAGE_KEYS.find((key) => key === local.get(KEY));
  local.remove(KEY);
  return pkg ? paths.checkout.to(pkg) : null;
}
