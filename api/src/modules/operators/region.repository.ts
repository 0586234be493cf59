import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { CreateRegionInput, RegionOption, RegionView } from '@praxisnah/contracts';

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

const REGION_VIEW_SQL = `
  SELECT r.id, r.slug, r.name, r.states, r.postcode_ranges AS "postcodeRanges", r.contact_name AS "contactName",
    r.contact_email AS "contactEmail", r.contact_phone AS "contactPhone", r.address, r.zip, r.city,
    r.home_title AS "homeTitle", r.home_intro AS "homeIntro",
    (SELECT count(*)::int FROM companies c WHERE c.region_id = r.id) AS "companyCount",
    COALESCE((SELECT array_agg(u.email::text ORDER BY u.email) FROM users u WHERE u.region_id = r.id AND u.role = 'regional_manager'), '{}') AS managers,
    CASE WHEN r.reassignment_requested_at IS NOT NULL THEN json_build_object(
      'status', CASE WHEN r.reassigned_at IS NULL THEN 'running' ELSE 'finished' END,
      'requestedAt', to_char(r.reassignment_requested_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'finishedAt', to_char(r.reassigned_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
    ) END AS reassignment
  FROM regions r`;

/** The regions table: lookups by slug, the views operators read, creation, and changes to a region's fields. */
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

  options(): Promise<RegionOption[]> {
    return this.dataSource.query<RegionOption[]>('SELECT slug, name FROM regions ORDER BY name');
  }

  views(): Promise<RegionView[]> {
    return this.dataSource.query<RegionView[]>(`${REGION_VIEW_SQL} ORDER BY r.name`);
  }

  /** The region with that slug, else the one with that id; null when there is none. */
  async findView(by: { slug: string } | { id: number | null }): Promise<RegionView | null> {
    const [row] =
      'slug' in by
        ? await this.dataSource.query<RegionView[]>(`${REGION_VIEW_SQL} WHERE r.slug = $1`, [by.slug])
        : await this.dataSource.query<RegionView[]>(`${REGION_VIEW_SQL} WHERE r.id = $1`, [by.id]);
    return row ?? null;
  }
}
