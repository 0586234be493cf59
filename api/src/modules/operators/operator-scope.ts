import { ForbiddenException } from '@nestjs/common';
import type { AuthenticatedUser } from '../auth/authenticated-user';

export const OUTSIDE_REGION = 'Dieser Eintrag liegt außerhalb Ihrer Region.';

/** The region an operator acts in: a regional manager only their own, an admin every region (null). */
export function regionScope(user: AuthenticatedUser): number | null {
  if (user.role === 'admin') return null;
  if (user.role === 'regional_manager' && user.regionId !== null) return user.regionId;
  throw new ForbiddenException({ message: 'Dafür fehlt Ihnen die Berechtigung.' });
}

/** Refuses a target outside the operator's region; admins pass everywhere. */
export function assertInScope(user: AuthenticatedUser, targetRegionId: number | null): void {
  const scope = regionScope(user);
  if (scope !== null && scope !== targetRegionId) throw new ForbiddenException({ message: OUTSIDE_REGION });
}
