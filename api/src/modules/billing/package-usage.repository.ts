import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { COUNTED_EVENT_CONDITION } from '@praxisnah/read-models';

export interface PackageUsage {
  activeListings: number;
  activeEvents: number;
  pausedByLimit: number;
  eventsPausedByLimit: number;
}

/** What of its package a company uses: active listings and upcoming events, and the offers the package paused. */
@Injectable()
export class PackageUsageRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async ofCompany(companyId: string): Promise<PackageUsage> {
    const [usage] = await this.dataSource.query<PackageUsage[]>(
      `SELECT (SELECT count(*)::int FROM listings WHERE company_id = $1 AND status = 'aktiv') AS "activeListings",
         (SELECT count(*)::int FROM events e WHERE e.company_id = $1 AND ${COUNTED_EVENT_CONDITION}) AS "activeEvents",
         (SELECT count(*)::int FROM listings WHERE company_id = $1 AND paused_by_package_at IS NOT NULL) AS "pausedByLimit",
         (SELECT count(*)::int FROM events WHERE company_id = $1 AND paused_by_package_at IS NOT NULL
            AND event_date >= (now() AT TIME ZONE 'Europe/Berlin')::date) AS "eventsPausedByLimit"`,
      [companyId],
    );
    return usage!;
  }

  /** Whether the listing is stored as `aktiv` already (false for a new one). In the caller's transaction. */
  async isListingActive(manager: EntityManager, listingId: string): Promise<boolean> {
    const [before] = await manager.query<{ status: string }[]>('SELECT status FROM listings WHERE id = $1', [listingId]);
    return before?.status === 'aktiv';
  }

  /** The company's active listings besides `listingId`. In the caller's transaction. */
  async activeListingsBesides(manager: EntityManager, companyId: string, listingId: string): Promise<number> {
    const [{ count }] = (await manager.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM listings WHERE company_id = $1 AND status = 'aktiv' AND id <> $2`,
      [companyId, listingId],
    )) as [{ count: number }];
    return count;
  }

  /** The company's upcoming events that count against the package. In the caller's transaction. */
  async countedEvents(manager: EntityManager, companyId: string): Promise<number> {
    const [{ count }] = (await manager.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM events e WHERE e.company_id = $1 AND ${COUNTED_EVENT_CONDITION}`,
      [companyId],
    )) as [{ count: number }];
    return count;
  }
}
