import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { BillingPeriod, PackageKey, Subscription } from '@praxisnah/contracts';
import {
  announcePackageChange,
  COUNTED_EVENT_CONDITION,
  effectivePackage,
  pauseOffersBeyondLimit,
  restoreOffersWithinLimit,
} from '@praxisnah/read-models';

export interface SubscriptionChange {
  packageKey: PackageKey;
  period: BillingPeriod | null;
  status: 'active' | 'grace';
  currentPeriodEnd: string | null;
  graceUntil: string | null;
}

/** Which package a company has and what of it is used; every change re-fits the active listings and upcoming events to the limits. */
@Injectable()
export class Subscriptions {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async change(manager: EntityManager, companyId: string, change: SubscriptionChange): Promise<void> {
    const before = (await effectivePackage(manager, companyId)).key;
    await manager.query(
      `INSERT INTO company_subscriptions (company_id, package_key, period, status, current_period_end, grace_until, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, now())
       ON CONFLICT (company_id) DO UPDATE SET package_key = $2, period = $3, status = $4, current_period_end = $5,
         grace_until = $6, updated_at = now()`,
      [companyId, change.packageKey, change.period, change.status, change.currentPeriodEnd, change.graceUntil],
    );
    await this.refit(manager, companyId, before);
  }

  /** The invoice was paid: a package in grace or overdue is in good standing again (and paused offers return). */
  async settle(manager: EntityManager, companyId: string): Promise<void> {
    const before = (await effectivePackage(manager, companyId)).key;
    await manager.query(
      `UPDATE company_subscriptions SET status = 'active', grace_until = NULL, updated_at = now()
       WHERE company_id = $1 AND status IN ('grace', 'overdue')
         AND NOT EXISTS (SELECT 1 FROM invoices WHERE company_id = $1 AND kind = 'invoice' AND status = 'open'
                         AND due_date < (now() AT TIME ZONE 'Europe/Berlin')::date)`,
      [companyId],
    );
    await this.refit(manager, companyId, before);
  }

  private async refit(manager: EntityManager, companyId: string, beforeKey: string): Promise<void> {
    await pauseOffersBeyondLimit(manager, companyId);
    await restoreOffersWithinLimit(manager, companyId);
    await announcePackageChange(manager, companyId, beforeKey);
  }

  async view(companyId: string): Promise<Subscription> {
    const manager = this.dataSource.manager;
    const [row] = await manager.query<
      {
        packageKey: PackageKey;
        packageName: string;
        period: BillingPeriod | null;
        status: Subscription['status'];
        currentPeriodEnd: string | null;
        graceUntil: string | null;
      }[]
    >(
      `SELECT p.key AS "packageKey", p.name AS "packageName", s.period, COALESCE(s.status, 'active') AS status,
         to_char(s.current_period_end, 'YYYY-MM-DD') AS "currentPeriodEnd", to_char(s.grace_until, 'YYYY-MM-DD') AS "graceUntil"
       FROM packages p LEFT JOIN company_subscriptions s ON s.company_id = $1
       WHERE p.key = COALESCE(s.package_key, 'starter')`,
      [companyId],
    );
    const effective = await effectivePackage(manager, companyId);
    const [usage] = await manager.query<
      { activeListings: number; activeEvents: number; pausedByLimit: number; eventsPausedByLimit: number }[]
    >(
      `SELECT (SELECT count(*)::int FROM listings WHERE company_id = $1 AND status = 'aktiv') AS "activeListings",
         (SELECT count(*)::int FROM events e WHERE e.company_id = $1 AND ${COUNTED_EVENT_CONDITION}) AS "activeEvents",
         (SELECT count(*)::int FROM listings WHERE company_id = $1 AND paused_by_package_at IS NOT NULL) AS "pausedByLimit",
         (SELECT count(*)::int FROM events WHERE company_id = $1 AND paused_by_package_at IS NOT NULL
            AND event_date >= (now() AT TIME ZONE 'Europe/Berlin')::date) AS "eventsPausedByLimit"`,
      [companyId],
    );
    return {
      ...row!,
      effectivePackageKey: effective.key as PackageKey,
      usage: {
        activeListings: usage!.activeListings,
        activeListingsLimit: effective.activeListings,
        activeEvents: usage!.activeEvents,
        activeEventsLimit: effective.activeEvents,
        pausedByLimit: usage!.pausedByLimit,
        eventsPausedByLimit: usage!.eventsPausedByLimit,
      },
    };
  }
}
