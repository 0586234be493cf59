import type { PackageKey, PackageLimitError } from '@praxisnah/contracts';
import { paths } from '@/app/paths';
import { ApiError } from './api-error';

/** The API's refusal of a publish beyond the package limit (402 with code package_limit), or null for any other error. */
export function packageLimitOf(error: unknown): PackageLimitError | null {
  if (!(error instanceof ApiError) || error.status !== 402) return null;
  // Checked by hand, not with the contracts schema: the dashboard's chunk stays free of the validation library.
  const body = error.body as Partial<Record<keyof PackageLimitError, unknown>> | null;
  const known = body !== null && typeof body === 'object' && body.code === 'package_limit';
  return known && typeof body.message === 'string' && typeof body.upgradeUrl === 'string' && typeof body.packageKey === 'string'
    ? (body as PackageLimitError)
    : null;
}

/** Where the upgrade link of that refusal leads: the checkout of the next bigger package. */
export function upgradePath(current: PackageKey): string {
  return paths.checkout.to(current === 'starter' ? 'standard' : 'premium');
}
