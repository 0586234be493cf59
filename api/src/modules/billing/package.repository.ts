import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { PackageKey } from '@praxisnah/contracts';

export interface PackageRow {
  key: PackageKey;
  name: string;
  description: string;
  monthlyPriceCents: number;
  yearlyPriceCents: number;
  activeListings: number | null;
  activeEvents: number | null;
  highlightedPlacement: boolean;
  talkSlots: number;
  recommended: boolean;
}

/** The packages table (migration Billing1795665000000): prices and limits as rows, in the order of the pricing page. */
@Injectable()
export class PackageRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  all(): Promise<PackageRow[]> {
    return this.rows(this.dataSource.manager, null);
  }

  async findByKey(key: PackageKey, manager: EntityManager = this.dataSource.manager): Promise<PackageRow | null> {
    const [row] = await this.rows(manager, key);
    return row ?? null;
  }

  private rows(manager: EntityManager, key: string | null): Promise<PackageRow[]> {
    return manager.query<PackageRow[]>(
      `SELECT key, name, description, monthly_price_cents AS "monthlyPriceCents", yearly_price_cents AS "yearlyPriceCents",
         active_listings AS "activeListings", active_events AS "activeEvents", highlighted_placement AS "highlightedPlacement",
         talk_slots AS "talkSlots", recommended
       FROM packages WHERE $1::text IS NULL OR key = $1 ORDER BY sort_order`,
      [key],
    );
  }
}
