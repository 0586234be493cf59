import { packageLimitErrorSchema, type PackageKey, type PackageLimitError } from '@praxisnah/contracts';
import { paths } from '@/app/paths';
import { ApiError } from './api-client';

/** The API's refusal of a publish beyond the package limit (402 with code package_limit), or null for any other error. */
export function packageLimitOf(error: unknown): PackageLimitError | null {
  if (!(error instanceof ApiError) || error.status !== 402) return null;
  const parsed = packageLimitErrorSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** Where the upgrade link of that refusal leads: the checkout of the next bigger package. */
export function upgradePath(current: PackageKey): string {
  return paths.checkout.to(current === 'starter' ? 'standard' : 'premium');
}

/** The refusal's sentence without the bare address it ends with: the screen shows a link there instead. */
export function limitMessage(limit: PackageLimitError): string {
  return limit.message.replace(`: ${limit.upgradeUrl}`, '.').replace(limit.upgradeUrl, '').trim();
}
