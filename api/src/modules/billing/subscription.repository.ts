import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { BillingPeriod, PackageKey, Subscription } from '@praxisnah/contracts';
import {
  announcePackageChange,
  effectivePackage,
  lockPackages,
  packageLockKeySql,
  pauseOffersBeyondLimit,
  restoreOffersWithinLimit,
  type EffectivePackage,
} from '@praxisnah/read-models';

export interface SubscriptionChange {
  packageKey: PackageKey;
  period: BillingPeriod | null;
  status: 'active' | 'grace';
  currentPeriodEnd: string | null;
  graceUntil: string | null;
}

const PACKAGE_LOCK_KEY = packageLockKeySql('$1');
const PLACES_LOCK_KEY = `hashtextextended('package-places:' || $1::text, 0)`;

/** The booked package as the company's billing page shows it (Starter when nothing was ever booked). */
export type BookedPackage = Pick<Subscription, 'packageKey' | 'packageName' | 'period' | 'status' | 'currentPeriodEnd' | 'graceUntil'>;

/**
 * company_subscriptions: which package a company booked and in which standing, the package in force because of it,
 * and the re-fit of its listings and upcoming events to that package's limits (shared with the workers' dunning).
 */
@Injectable()
export class SubscriptionRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * A package change: waits for the company's publishes in flight and holds off new ones until the caller's
   * transaction ends, so none of them counts against a package that is about to go.
   */
  lockPackage(manager: EntityManager, companyId: string): Promise<void> {
    return lockPackages(manager, [companyId]);
  }

  /**
   * A publish: the package cannot change until the caller's transaction ends, while the company's other publishes
   * go on beside it (an import of hundreds of listings is not queued one by one behind a lock).
   */
  async holdPackage(manager: EntityManager, companyId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock_shared(${PACKAGE_LOCK_KEY})`, [companyId]);
  }

  /**
   * A publish that needs one of a limited package's places: serialised with the company's other such publishes
   * until the caller's transaction ends, so two at once cannot both take the last free place.
   */
  async lockPlaces(manager: EntityManager, companyId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(${PLACES_LOCK_KEY})`, [companyId]);
  }

  /** The package whose limits apply now: the booked one, Starter when its invoice is overdue or nothing was booked. */
  effectivePackage(companyId: string, manager: EntityManager = this.dataSource.manager): Promise<EffectivePackage> {
    return effectivePackage(manager, companyId);
  }

  async bookedPackage(companyId: string): Promise<BookedPackage> {
    const [row] = await this.dataSource.query<BookedPackage[]>(
      `SELECT p.key AS "packageKey", p.name AS "packageName", s.period, COALESCE(s.status, 'active') AS status,
         to_char(s.current_period_end, 'YYYY-MM-DD') AS "currentPeriodEnd", to_char(s.grace_until, 'YYYY-MM-DD') AS "graceUntil"
       FROM packages p LEFT JOIN company_subscriptions s ON s.company_id = $1
       WHERE p.key = COALESCE(s.package_key, 'starter')`,
      [companyId],
    );
    return row!;
  }

  /** The key of the package the company booked last, or null when it never booked one. In the caller's transaction. */
  async bookedPackageKey(manager: EntityManager, companyId: string): Promise<string | null> {
    const [row] = await manager.query<{ package_key: string }[]>('SELECT package_key FROM company_subscriptions WHERE company_id = $1', [
      companyId,
    ]);
    return row?.package_key ?? null;
  }

  async save(manager: EntityManager, companyId: string, change: SubscriptionChange): Promise<void> {
    await manager.query(
      `INSERT INTO company_subscriptions (company_id, package_key, period, status, current_period_end, grace_until, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, now())
       ON CONFLICT (company_id) DO UPDATE SET package_key = $2, period = $3, status = $4, current_period_end = $5,
         grace_until = $6, updated_at = now()`,
      [companyId, change.packageKey, change.period, change.status, change.currentPeriodEnd, change.graceUntil],
    );
  }

  /** A package in grace or overdue is in good standing again once no invoice of the company is open past its due date. */
  async reinstateWhenNothingOverdue(manager: EntityManager, companyId: string): Promise<void> {
    await manager.query(
      `UPDATE company_subscriptions SET status = 'active', grace_until = NULL, updated_at = now()
       WHERE company_id = $1 AND status IN ('grace', 'overdue')
         AND NOT EXISTS (SELECT 1 FROM invoices WHERE company_id = $1 AND kind = 'invoice' AND status = 'open'
                         AND due_date < (now() AT TIME ZONE 'Europe/Berlin')::date)`,
      [companyId],
    );
  }

  /**
   * Pauses the listings and upcoming events beyond the package now in force, brings back those within it, and
   * announces the change when another package than `beforeKey` is in force. In the caller's transaction.
   */
  async refitOffers(manager: EntityManager, companyId: string, beforeKey: string): Promise<void> {
    await pauseOffersBeyondLimit(manager, companyId);
    await restoreOffersWithinLimit(manager, companyId);
    await announcePackageChange(manager, companyId, beforeKey);
  }
}
