import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { type DomainEventType, type ListingCompanyRecord, type ListingRecord } from '@praxisnah/contracts';
import { LISTING_COMPANY_COLUMNS, LISTING_RECORD_COLUMNS } from '@praxisnah/read-models';
import { OutboxWriter } from '../../shared/outbox/outbox-writer';
import { PackageLimits } from '../billing/package-limits';
import { ListingEntity } from './listing.entity';

export const LISTING_NOT_FOUND = 'Dieses Angebot wurde nicht gefunden.';

export interface OwnListingRow {
  listing: ListingRecord;
  views: number;
  favourites: number;
}

/** All listing I/O of the write side. Every lookup for a change is scoped to the acting company. */
@Injectable()
export class ListingRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly packageLimits: PackageLimits,
  ) {}

  /**
   * Writes the listing's new state and its domain event in the caller's transaction. Every way to `aktiv` passes
   * here, so the package limit is checked here once (402 with a German message and the upgrade link).
   */
  async saveChange(
    manager: EntityManager,
    listing: ListingEntity,
    type: Extract<DomainEventType, 'listing.created' | 'listing.updated' | 'listing.status-changed'>,
  ): Promise<void> {
    if (listing.status === 'aktiv') await this.packageLimits.assertListingFits(manager, listing.companyId, listing.id);
    listing.updatedAt = new Date();
    const created = type === 'listing.created';
    // A new listing is inserted straight away: save() would first look for it.
    if (created) await manager.insert(ListingEntity, listing);
    else await manager.save(ListingEntity, listing);
    // The company decided about a listing the platform had paused: it is theirs again, not the package's.
    if (!created && listing.status !== 'pausiert') {
      await manager.query('UPDATE listings SET paused_by_package_at = NULL WHERE id = $1 AND paused_by_package_at IS NOT NULL', [
        listing.id,
      ]);
    }
    await this.outbox.append(manager, {
      type,
      aggregateId: listing.id,
      aggregateVersion: listing.version,
      companyId: listing.companyId,
      payload: { title: listing.title, status: listing.status, isAusbildung: listing.isAusbildung },
    });
  }

  /** Deletes the listing, with its listing.deleted record. */
  async remove(manager: EntityManager, listing: ListingEntity): Promise<void> {
    await manager.delete(ListingEntity, { id: listing.id });
    await this.outbox.appendDeletion(manager, 'listing.deleted', listing);
  }

  /**
   * Locks the company's listing for the rest of the transaction, or answers 404 when it is not theirs. The package is
   * held first (see PackageLimits.holdPackage): a change of the listing may count against it.
   */
  async lockOwned(manager: EntityManager, companyId: string, id: string): Promise<ListingEntity> {
    await this.packageLimits.holdPackage(manager, companyId);
    const listing = await manager.findOne(ListingEntity, { where: { id, companyId }, lock: { mode: 'pessimistic_write' } });
    if (!listing) throw new NotFoundException({ message: LISTING_NOT_FOUND });
    return listing;
  }

  async findCompany(companyId: string, manager: EntityManager = this.dataSource.manager): Promise<ListingCompanyRecord> {
    const rows = await manager.query<ListingCompanyRecord[]>(`SELECT ${LISTING_COMPANY_COLUMNS} FROM companies c WHERE c.id = $1`, [
      companyId,
    ]);
    if (!rows[0]) throw new NotFoundException({ message: 'Unternehmen nicht gefunden.' });
    return rows[0];
  }

  /** The company's own listings with views and favourites counted from the analytics tables. */
  async listOwned(companyId: string, isAusbildung: boolean | undefined, listingId?: string): Promise<OwnListingRow[]> {
    const rows = await this.dataSource.query<(ListingRecord & { views: string; favourites: string })[]>(
      `SELECT ${LISTING_RECORD_COLUMNS},
         COALESCE((SELECT sum(count) FROM analytics_daily a WHERE a.entity_id = l.id AND a.event_type = 'listing_view'), 0) AS views,
         COALESCE((SELECT sum(count) FROM analytics_daily a WHERE a.entity_id = l.id AND a.event_type = 'favourite'), 0) AS favourites
       FROM listings l JOIN sectors s ON s.id = l.sector_id
       WHERE l.company_id = $1 AND ($2::boolean IS NULL OR l.is_ausbildung = $2) AND ($3::uuid IS NULL OR l.id = $3)
       ORDER BY l.updated_at DESC`,
      [companyId, isAusbildung ?? null, listingId ?? null],
    );
    return rows.map(({ views, favourites, ...listing }) => ({ listing, views: Number(views), favourites: Number(favourites) }));
  }
}
