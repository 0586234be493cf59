import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { CreateRegionInput } from '@praxisnah/contracts';

export const REGION_NOT_FOUND = 'Diese Region gibt es nicht.';

export interface RegionSummary {
  id: number;
  slug: string;
  name: string;
}

/** Every field a region form may change (admins: all; a manager: contact and texts). */
export type RegionChanges = Partial<Omit<CreateRegionInput, 'slug'>>;

const COLUMNS: Record<keyof RegionChanges, string> = {
  name: 'name',
  states: 'states',
  postcodeRanges: 'postcode_ranges',
  contactName: 'contact_name',
  contactEmail: 'contact_email',
  contactPhone: 'contact_phone',
  address: 'address',
  zip: 'zip',
  city: 'city',
  homeTitle: 'home_title',
  homeIntro: 'home_intro',
};

/** The regions table on the write side: lookups by slug, creation, and changes to a region's fields. */
@Injectable()
export class RegionRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findBySlug(slug: string, manager: EntityManager = this.dataSource.manager): Promise<RegionSummary | null> {
    const [row] = await manager.query<RegionSummary[]>('SELECT id, slug, name FROM regions WHERE slug = $1', [slug]);
    return row ?? null;
  }

  async findById(id: number): Promise<RegionSummary | null> {
    const [row] = await this.dataSource.query<RegionSummary[]>('SELECT id, slug, name FROM regions WHERE id = $1', [id]);
    return row ?? null;
  }

  /** The region an admin names by slug; a German 404 when there is none. */
  async getBySlug(slug: string, manager?: EntityManager): Promise<RegionSummary> {
    const region = await this.findBySlug(slug, manager);
    if (!region) throw new NotFoundException({ message: REGION_NOT_FOUND });
    return region;
  }

  /** Locks the region for the rest of the transaction; a German 404 when there is none. */
  async lockBySlug(manager: EntityManager, slug: string): Promise<number> {
    const [row] = await manager.query<{ id: number }[]>('SELECT id FROM regions WHERE slug = $1 FOR UPDATE', [slug]);
    if (!row) throw new NotFoundException({ message: REGION_NOT_FOUND });
    return row.id;
  }

  async create(manager: EntityManager, slug: string, name: string): Promise<number> {
    // Latitude, longitude and radius predate areas; a new region starts at the centre of Germany.
    const [row] = await manager.query<{ id: number }[]>(
      'INSERT INTO regions (slug, name, latitude, longitude) VALUES ($1, $2, 51.1657, 10.4515) RETURNING id',
      [slug, name],
    );
    return row!.id;
  }

  /** Writes the given fields (undefined ones stay); returns the names of the fields it wrote. */
  async update(manager: EntityManager, id: number, changes: RegionChanges): Promise<(keyof RegionChanges)[]> {
    const fields = (Object.keys(COLUMNS) as (keyof RegionChanges)[])
      .filter((key) => changes[key] !== undefined)
      .map((key) => [key, changes[key]] as const);
    if (!fields.length) return [];
    await manager.query(
      `UPDATE regions SET ${fields.map(([key], index) => `${COLUMNS[key]} = $${index + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
      [id, ...fields.map(([, value]) => value)],
    );
    return fields.map(([key]) => key);
  }

  /** The region a postcode lies in by the current areas, or null when no region covers it. */
  async regionOfPostcode(manager: EntityManager, zip: string): Promise<number | null> {
    const [row] = await manager.query<{ region_id: number | null }[]>('SELECT region_for($1) AS region_id', [zip]);
    return row?.region_id ?? null;
  }

  /**
   * Marks the region's rows as waiting for the workers' re-assignment (the region screens show it running until the
   * job clears the mark). A time taken after the row lock, so it is later than any earlier job's finish.
   */
  async requestReassignment(manager: EntityManager, id: number): Promise<void> {
    await manager.query('UPDATE regions SET reassignment_requested_at = clock_timestamp(), reassigned_at = NULL WHERE id = $1', [id]);
  }
}
