import { HttpException, HttpStatus } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PackageKey, PackageLimitError } from '@praxisnah/contracts';
import { COUNTED_EVENT_CONDITION, effectivePackage } from '@praxisnah/read-models';

export const UPGRADE_URL = '/pricing';

/** Serialises the publishes of one company, so two at once cannot both take the last free place. */
export async function lockCompanyPackage(manager: EntityManager, companyId: string): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('package:' || $1::text, 0))`, [companyId]);
}

function refuse(packageKey: string, packageName: string, limit: number, what: string): never {
  const body: PackageLimitError = {
    message:
      `Ihr Paket „${packageName}“ erlaubt höchstens ${limit} ${what}. ` +
      'Pausieren Sie ein anderes oder wechseln Sie auf ein größeres Paket.',
    code: 'package_limit',
    upgradeUrl: UPGRADE_URL,
    limit,
    packageKey: packageKey as PackageKey,
  };
  throw new HttpException(body, HttpStatus.PAYMENT_REQUIRED);
}

/**
 * A listing is about to become `aktiv` (created so, re-activated, edited while active): refused with 402 when the
 * package in force has no free place. A listing that already was active keeps its place. In the caller's transaction.
 */
export async function assertListingFits(manager: EntityManager, companyId: string, listingId: string): Promise<void> {
  await lockCompanyPackage(manager, companyId);
  const [before] = await manager.query<{ status: string }[]>('SELECT status FROM listings WHERE id = $1', [listingId]);
  if (before?.status === 'aktiv') return;
  const pkg = await effectivePackage(manager, companyId);
  if (pkg.activeListings === null) return;
  const [{ count }] = (await manager.query<{ count: number }[]>(
    `SELECT count(*)::int AS count FROM listings WHERE company_id = $1 AND status = 'aktiv' AND id <> $2`,
    [companyId, listingId],
  )) as [{ count: number }];
  if (count >= pkg.activeListings) {
    refuse(pkg.key, pkg.name, pkg.activeListings, pkg.activeListings === 1 ? 'aktives Angebot' : 'aktive Angebote');
  }
}

/** A new event: refused with 402 when the package's upcoming events are used up. In the caller's transaction. */
export async function assertEventFits(manager: EntityManager, companyId: string): Promise<void> {
  await lockCompanyPackage(manager, companyId);
  const pkg = await effectivePackage(manager, companyId);
  if (pkg.activeEvents === null) return;
  const [{ count }] = (await manager.query<{ count: number }[]>(
    `SELECT count(*)::int AS count FROM events e WHERE e.company_id = $1 AND ${COUNTED_EVENT_CONDITION}`,
    [companyId],
  )) as [{ count: number }];
  if (count >= pkg.activeEvents) {
    refuse(pkg.key, pkg.name, pkg.activeEvents, pkg.activeEvents === 1 ? 'anstehende Veranstaltung' : 'anstehende Veranstaltungen');
  }
}
