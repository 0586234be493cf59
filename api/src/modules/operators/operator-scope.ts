import { ForbiddenException, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
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

/** Resolves a region slug an admin filters by (a manager's own region ignores it); 404 when unknown. */
export async function regionIdBySlug(manager: EntityManager, slug: string): Promise<number> {
  const [row] = await manager.query<{ id: number }[]>('SELECT id FROM regions WHERE slug = $1', [slug]);
  if (!row) throw new NotFoundException({ message: 'Diese Region gibt es nicht.' });
  return row.id;
}
