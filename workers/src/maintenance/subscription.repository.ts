import { Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { announcePackageChange, lockPackages, pauseOffersBeyondLimit } from '@praxisnah/read-models';

/** A grace period that ended with an invoice of the company still open. */
const LAPSED_GRACE = `s.status = 'grace' AND s.grace_until < (now() AT TIME ZONE 'Europe/Berlin')::date
  AND EXISTS (SELECT 1 FROM invoices i WHERE i.company_id = s.company_id AND i.kind = 'invoice' AND i.status = 'open')`;

/** A subscription whose grace period ended with an invoice still open. */
export interface LapsedSubscription {
  companyId: string;
  /** The package booked, in force during the grace period. */
  packageKey: string;
}

/** company_subscriptions as the dunning changes them: grace periods that end. Every method runs in the caller's transaction. */
@Injectable()
export class SubscriptionRepository {
  /**
   * Packages whose grace period ended with an invoice still open become `overdue` (Starter's limits apply). Their
   * packages are held first, as every package change holds them (publishes in flight are counted, new ones wait).
   */
  async markLapsedGraceOverdue(client: PoolClient): Promise<LapsedSubscription[]> {
    const { rows: lapsing } = await client.query<{ company_id: string }>(
      `SELECT s.company_id FROM company_subscriptions s WHERE ${LAPSED_GRACE}`,
    );
    const companyIds = lapsing.map((row) => row.company_id);
    await lockPackages(client, companyIds);
    const { rows } = await client.query<{ company_id: string; package_key: string }>(
      `UPDATE company_subscriptions s SET status = 'overdue', updated_at = now()
       WHERE ${LAPSED_GRACE} AND s.company_id = ANY($1::uuid[])
       RETURNING s.company_id, s.package_key`,
      [companyIds],
    );
    return rows.map((row) => ({ companyId: row.company_id, packageKey: row.package_key }));
  }

  /**
   * An overdue company's listings and upcoming events beyond Starter's limits are paused (none deleted), and the
   * change from `bookedKey`, the package in force until now, is announced.
   */
  async applyOverdueLimits(client: PoolClient, companyId: string, bookedKey: string): Promise<void> {
    await pauseOffersBeyondLimit(client, companyId);
    await announcePackageChange(client, companyId, bookedKey);
  }

  /** Grace ended with nothing open (paid or cancelled meanwhile): the package simply stays, in good standing. */
  async closeSettledGrace(client: PoolClient): Promise<void> {
    await client.query(
      `UPDATE company_subscriptions s SET status = 'active', grace_until = NULL, updated_at = now()
       WHERE s.status = 'grace' AND s.grace_until < (now() AT TIME ZONE 'Europe/Berlin')::date
         AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.company_id = s.company_id AND i.kind = 'invoice' AND i.status = 'open')`,
    );
  }
}
