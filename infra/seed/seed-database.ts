import type { ClientBase, Pool, PoolClient, QueryResult, QueryResultRow } from 'pg';
import { hashPassword } from '../../api/src/modules/auth/password-hasher';
import {
  ausbildungStartOptions,
  DURATIONS,
  EVENT_HIGHLIGHTS,
  INTERNSHIP_TYPES,
  SECTORS,
  TAKEOVER_CHANCES,
} from '../../contracts/src/catalog';
import { seedBillingDemo } from './billing-demo';
import { seedOperatorDemo } from './operator-demo';
import type { CompanyRow, DemoData, EventRow, ListingRow, RegionRow, UserRow } from './seed-types';

/** What the seed needs of a connection: `pg`'s Pool, Client and PoolClient all fit. */
export interface Queryable {
  query<R extends QueryResultRow = QueryResultRow>(text: string, values?: unknown[]): Promise<QueryResult<R>>;
}

/** Serial ids of catalogue rows and regions, looked up once so rows can refer to them by key or slug. */
export interface CatalogueIds {
  sectors: Map<string, number>;
  highlights: Map<string, number>;
  regions: Map<string, number>;
}

interface SeedColumn {
  name: string;
  /** PostgreSQL element type of the parameter array. */
  type: string;
  values: readonly unknown[];
}

/**
 * Updates rows whose key exists and inserts the others, in input order. Unlike INSERT … ON CONFLICT DO UPDATE this
 * draws no serial value for rows that already exist, so re-running the seed does not push sector or region ids up.
 * Table and column names come from this file only, never from input.
 */
async function upsertByKey(client: Queryable, table: string, keyColumn: string, columns: readonly SeedColumn[]): Promise<void> {
  const names = columns.map((column) => column.name);
  const assignments = names
    .filter((name) => name !== keyColumn)
    .map((name) => `${name} = input.${name}`)
    .join(', ');
  await client.query(
    `WITH input AS (
       SELECT * FROM unnest(${columns.map((column, index) => `$${index + 1}::${column.type}[]`).join(', ')}) WITH ORDINALITY
         AS t(${names.join(', ')}, position)
     ),
     updated AS (
       UPDATE ${table} AS target SET ${assignments} FROM input WHERE target.${keyColumn} = input.${keyColumn} RETURNING 1
     )
     INSERT INTO ${table} (${names.join(', ')})
     SELECT ${names.join(', ')} FROM input
     WHERE NOT EXISTS (SELECT 1 FROM ${table} AS existing WHERE existing.${keyColumn} = input.${keyColumn})
     ORDER BY position
     ON CONFLICT (${keyColumn}) DO NOTHING`,
    columns.map((column) => column.values),
  );
}

const positions = (items: readonly unknown[]) => items.map((_, index) => index + 1);

/**
 * Upserts the catalogue of the contracts package (the single home of the German labels). Idempotent: a second run
 * only refreshes labels. Rows are inserted in catalogue order, so serial ids (sectors, highlights) come out as 1…n on
 * a fresh database; existing rows keep their ids.
 */
export async function seedCatalogue(client: Queryable): Promise<void> {
  await upsertByKey(client, 'sectors', 'key', [
    { name: 'key', type: 'text', values: SECTORS.map((sector) => sector.key) },
    { name: 'label', type: 'text', values: SECTORS.map((sector) => sector.label) },
    { name: 'icon', type: 'text', values: SECTORS.map((sector) => sector.icon) },
    { name: 'color', type: 'text', values: SECTORS.map((sector) => sector.color) },
    { name: 'gradient', type: 'text', values: SECTORS.map((sector) => sector.gradient) },
    { name: 'emoji', type: 'text', values: SECTORS.map((sector) => sector.emoji) },
    { name: 'sort_order', type: 'int', values: positions(SECTORS) },
  ]);
  await upsertByKey(client, 'internship_types', 'key', [
    { name: 'key', type: 'text', values: INTERNSHIP_TYPES.map((type) => type.key) },
    { name: 'label', type: 'text', values: INTERNSHIP_TYPES.map((type) => type.label) },
    { name: 'sort_order', type: 'int', values: positions(INTERNSHIP_TYPES) },
  ]);
  await upsertByKey(client, 'durations', 'key', [
    { name: 'key', type: 'text', values: DURATIONS.map((duration) => duration.key) },
    { name: 'label', type: 'text', values: DURATIONS.map((duration) => duration.label) },
    { name: 'min_weeks', type: 'int', values: DURATIONS.map((duration) => duration.minWeeks) },
    { name: 'sort_order', type: 'int', values: positions(DURATIONS) },
  ]);
  await upsertByKey(client, 'event_highlights', 'key', [
    { name: 'key', type: 'text', values: EVENT_HIGHLIGHTS.map((highlight) => highlight.key) },
    { name: 'label', type: 'text', values: EVENT_HIGHLIGHTS.map((highlight) => highlight.label) },
    { name: 'icon', type: 'text', values: EVENT_HIGHLIGHTS.map((highlight) => highlight.icon) },
    { name: 'sort_order', type: 'int', values: positions(EVENT_HIGHLIGHTS) },
  ]);
  const startOptions = ausbildungStartOptions(new Date());
  await upsertByKey(client, 'ausbildung_start_options', 'value', [
    { name: 'value', type: 'text', values: startOptions.map((option) => option.value) },
    { name: 'label', type: 'text', values: startOptions.map((option) => option.label) },
  ]);
  await upsertByKey(client, 'takeover_chances', 'key', [
    { name: 'key', type: 'text', values: TAKEOVER_CHANCES.map((chance) => chance.key) },
    { name: 'label', type: 'text', values: TAKEOVER_CHANCES.map((chance) => chance.label) },
    { name: 'sort_order', type: 'int', values: positions(TAKEOVER_CHANCES) },
  ]);
}

/** Upserts the regions by slug; idempotent like the catalogue. */
export async function seedRegions(client: Queryable, regions: readonly RegionRow[]): Promise<void> {
  await upsertByKey(client, 'regions', 'slug', [
    { name: 'slug', type: 'text', values: regions.map((region) => region.slug) },
    { name: 'name', type: 'text', values: regions.map((region) => region.name) },
    { name: 'state', type: 'text', values: regions.map((region) => region.state) },
    { name: 'latitude', type: 'float8', values: regions.map((region) => region.latitude) },
    { name: 'longitude', type: 'float8', values: regions.map((region) => region.longitude) },
    { name: 'radius_km', type: 'int', values: regions.map((region) => region.radiusKm) },
  ]);
  // Each first region covers its Bundesland (the name the offline geodata gives it); operators may change the area later.
  await client.query(`UPDATE regions SET states = ARRAY[name] WHERE states = '{}' AND state IS NOT NULL`);
}

export async function loadCatalogueIds(client: Queryable): Promise<CatalogueIds> {
  // One after the other: a single pg client must not run queries concurrently.
  const sectors = await client.query<{ id: number; key: string }>('SELECT id, key FROM sectors');
  const highlights = await client.query<{ id: number; key: string }>('SELECT id, key FROM event_highlights');
  const regions = await client.query<{ id: number; key: string }>('SELECT id, slug AS key FROM regions');
  const toMap = (result: QueryResult<{ id: number; key: string }>) => new Map(result.rows.map((row) => [row.key, row.id]));
  return { sectors: toMap(sectors), highlights: toMap(highlights), regions: toMap(regions) };
}

function idOf(ids: Map<string, number>, key: string, kind: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`${kind} "${key}" fehlt in der Datenbank – zuerst seedCatalogue() ausführen.`);
  return id;
}

/** True while no company exists: the demo seed runs only into an empty database and never mixes with real data. */
export async function isDatabaseEmpty(client: Queryable): Promise<boolean> {
  const result = await client.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM companies) AS empty');
  return result.rows[0]?.empty ?? true;
}

/** Inserts companies in batches of parameter arrays; existing ids are skipped, so a re-run is harmless. */
export async function insertCompanies(
  client: Queryable,
  companies: readonly CompanyRow[],
  ids: CatalogueIds,
  batchSize = 2000,
): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < companies.length; start += batchSize) {
    const batch = companies.slice(start, start + batchSize);
    const result = await client.query(
      `INSERT INTO companies (id, name, slug, description, sector_id, address, zip, city, latitude, longitude, logo_url,
         featured_image_url, images, verified, website, phone, contact_email, region_id, created_at, updated_at)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[], $8::text[],
         $9::float8[], $10::float8[], $11::text[], $12::text[], $13::jsonb[], $14::bool[], $15::text[], $16::text[],
         $17::citext[], $18::int[], $19::timestamptz[], $20::timestamptz[])
       ON CONFLICT (id) DO NOTHING`,
      [
        batch.map((company) => company.id),
        batch.map((company) => company.name),
        batch.map((company) => company.slug),
        batch.map((company) => company.description),
        batch.map((company) => idOf(ids.sectors, company.sectorKey, 'Branche')),
        batch.map((company) => company.address),
        batch.map((company) => company.zip),
        batch.map((company) => company.city),
        batch.map((company) => company.latitude),
        batch.map((company) => company.longitude),
        batch.map((company) => company.logoUrl),
        batch.map((company) => company.featuredImageUrl),
        batch.map((company) => JSON.stringify(company.images)),
        batch.map((company) => company.verified),
        batch.map((company) => company.website),
        batch.map((company) => company.phone),
        batch.map((company) => company.contactEmail),
        batch.map((company) => (company.regionSlug ? idOf(ids.regions, company.regionSlug, 'Region') : null)),
        batch.map((company) => company.createdAt),
        batch.map((company) => company.updatedAt),
      ],
    );
    inserted += result.rowCount ?? 0;
  }
  return inserted;
}

/**
 * One statement per batch: the rows travel as a single JSON parameter and json_to_recordset() turns them back into
 * columns (the quoted names are the ListingRow fields). JSON.stringify runs natively and PostgreSQL parses JSON in C,
 * which is several times faster than letting pg escape 28 parameter arrays element by element; the generator, not
 * the wire format, stays the limit. Sector keys become ids through a join (a LEFT one, so an unknown key fails on
 * sector_id NOT NULL instead of silently dropping the row).
 */
const INSERT_LISTINGS_SQL = `
  INSERT INTO listings (id, company_id, is_ausbildung, status, title, description, address, city, zip, latitude, longitude,
    sector_id, type_key, duration_key, min_duration_weeks, valid_from, valid_to, skills, ausbildung_start, ausbildung_dauer,
    ausbildungs_abschluss, verguetung_1_jahr, uebernahme_chance, contact_name, contact_email, application_url, created_at,
    updated_at)
  SELECT t.id, t."companyId", t."isAusbildung", t.status, t.title, t.description, t.address, t.city, t.zip, t.latitude,
    t.longitude, sectors.id, t."typeKey", t."durationKey", t."minDurationWeeks", t."validFrom", t."validTo", t.skills,
    t."ausbildungStart", t."ausbildungDauer", t."ausbildungsAbschluss", t."vergütung1Jahr", t."übernahmeChance",
    t."contactName", t."contactEmail", t."applicationUrl", t."createdAt", t."updatedAt"
  FROM json_to_recordset($1::json) AS t(id uuid, "companyId" uuid, "isAusbildung" boolean, status text, title text,
    description text, address text, city text, zip text, latitude float8, longitude float8, "sectorKey" text,
    "typeKey" text, "durationKey" text, "minDurationWeeks" int, "validFrom" date, "validTo" date, skills text[],
    "ausbildungStart" text, "ausbildungDauer" int, "ausbildungsAbschluss" text, "vergütung1Jahr" int,
    "übernahmeChance" text, "contactName" text, "contactEmail" text, "applicationUrl" text, "createdAt" timestamptz,
    "updatedAt" timestamptz)
  LEFT JOIN sectors ON sectors.key = t."sectorKey"
  ON CONFLICT (id) DO NOTHING`;

async function insertListingBatch(client: Queryable, batch: readonly ListingRow[]): Promise<number> {
  const result = await client.query(INSERT_LISTINGS_SQL, [JSON.stringify(batch)]);
  return result.rowCount ?? 0;
}

export interface InsertStreamOptions {
  /** Connections writing in parallel when a Pool is given (ignored for a single client). */
  concurrency?: number;
  /** Called after each batch with the running total, e.g. for a progress line. */
  onProgress?: (inserted: number, seconds: number) => void;
}

export interface InsertStats {
  /** Rows actually inserted (ids that already existed are skipped and not counted). */
  rows: number;
  seconds: number;
  rowsPerSecond: number;
}

const YIELD_EVERY_ROWS = 250;

function isPool(target: Pool | Queryable): target is Pool {
  return typeof (target as Pool).connect === 'function' && typeof (target as Pool).totalCount === 'number';
}

/**
 * Streams listing rows into PostgreSQL without holding them in memory: rows are cut into batches, and the next batch
 * is generated while earlier ones are still being written (on up to `concurrency` pooled connections). Each batch is
 * its own statement, so a long run commits as it goes and a crash loses at most the batches in flight.
 */
export async function insertListingsStream(
  pool: Pool | Queryable,
  rows: Iterable<ListingRow>,
  batchSize = 5000,
  options: InsertStreamOptions = {},
): Promise<InsertStats> {
  const startedAt = process.hrtime.bigint();
  const elapsedSeconds = () => Number(process.hrtime.bigint() - startedAt) / 1e9;
  const pooled: PoolClient[] = [];
  if (isPool(pool)) {
    const concurrency = Math.max(1, options.concurrency ?? 2);
    for (let index = 0; index < concurrency; index++) pooled.push(await pool.connect());
  }
  const free: Queryable[] = pooled.length > 0 ? [...pooled] : [pool];
  const inFlight = new Set<Promise<void>>();
  let failure: unknown;
  let inserted = 0;
  try {
    const dispatch = async (batch: ListingRow[]) => {
      while (free.length === 0) await Promise.race(inFlight);
      if (failure !== undefined) return;
      const client = free.pop() as Queryable;
      const task: Promise<void> = insertListingBatch(client, batch)
        .then((count) => {
          inserted += count;
          options.onProgress?.(inserted, elapsedSeconds());
        })
        .catch((error: unknown) => {
          failure ??= error;
        })
        .finally(() => {
          free.push(client);
          inFlight.delete(task);
        });
      inFlight.add(task);
    };
    let batch: ListingRow[] = [];
    for (const row of rows) {
      batch.push(row);
      // Generating rows is synchronous; yielding now and then lets Node flush the large query already on its way and
      // read finished results, so the database works while the next batch is being built.
      if (batch.length % YIELD_EVERY_ROWS === 0) await new Promise<void>((resolve) => setImmediate(resolve));
      if (batch.length >= batchSize) {
        await dispatch(batch);
        if (failure !== undefined) break;
        batch = [];
      }
    }
    if (batch.length > 0 && failure === undefined) await dispatch(batch);
    await Promise.all(inFlight);
  } finally {
    for (const client of pooled) client.release();
  }
  if (failure !== undefined) throw failure;
  const seconds = elapsedSeconds();
  return { rows: inserted, seconds, rowsPerSecond: seconds > 0 ? inserted / seconds : inserted };
}

async function insertUsers(
  client: Queryable,
  users: readonly UserRow[],
  companies: readonly CompanyRow[],
  ids: CatalogueIds,
): Promise<void> {
  const companyIds = new Set(companies.map((company) => company.id));
  // scrypt is deliberately slow (tens of ms); hashing in parallel keeps the demo seed quick.
  const hashes = await Promise.all(users.map((user) => hashPassword(user.password)));
  for (const [index, user] of users.entries()) {
    if (user.companyId && !companyIds.has(user.companyId)) throw new Error(`Benutzer ${user.email}: Unternehmen fehlt in den Seed-Daten`);
    await client.query(
      `INSERT INTO users (id, email, password_hash, role, company_id, region_id, email_verified_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (id) DO NOTHING`,
      [
        user.id,
        user.email,
        hashes[index],
        user.role,
        user.companyId,
        user.regionSlug ? idOf(ids.regions, user.regionSlug, 'Region') : null,
        user.emailVerifiedAt,
        user.createdAt,
      ],
    );
  }
}

async function insertEvents(client: Queryable, events: readonly EventRow[], ids: CatalogueIds): Promise<void> {
  for (const event of events) {
    await client.query(
      `INSERT INTO events (id, company_id, title, description, image_url, event_date, start_time, end_time, location, address,
         city, zip, latitude, longitude, exhibitor_count, registration_required, max_participants, registration_count,
         registration_url, event_url, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)
       ON CONFLICT (id) DO NOTHING`,
      [
        event.id,
        event.companyId,
        event.title,
        event.description,
        event.imageUrl,
        event.eventDate,
        event.startTime,
        event.endTime,
        event.location,
        event.address,
        event.city,
        event.zip,
        event.latitude,
        event.longitude,
        event.exhibitorCount,
        event.registrationRequired,
        event.maxParticipants,
        event.registrationCount,
        event.registrationUrl,
        event.eventUrl,
        event.createdAt,
        event.updatedAt,
      ],
    );
    await client.query(`INSERT INTO event_sectors (event_id, sector_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`, [
      event.id,
      event.sectorKeys.map((key) => idOf(ids.sectors, key, 'Branche')),
    ]);
    await client.query(`INSERT INTO event_event_highlights (event_id, highlight_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`, [
      event.id,
      event.highlightKeys.map((key) => idOf(ids.highlights, key, 'Highlight')),
    ]);
  }
}

export interface SeedCounts {
  regions: number;
  companies: number;
  users: number;
  listings: number;
  events: number;
  seconds: number;
}

/**
 * Writes the demo data in one transaction, parents before children (catalogue, regions, companies, users, listings,
 * events and their link tables), so a failed seed leaves nothing half-written. No outbox rows: the search index is
 * rebuilt from PostgreSQL after seeding.
 */
export async function seedDemoData(client: ClientBase, data: DemoData): Promise<SeedCounts> {
  const startedAt = process.hrtime.bigint();
  await client.query('BEGIN');
  try {
    await seedCatalogue(client);
    await seedRegions(client, data.regions);
    const ids = await loadCatalogueIds(client);
    const companies = await insertCompanies(client, data.companies, ids);
    await insertUsers(client, data.users, data.companies, ids);
    let listings = 0;
    for (let start = 0; start < data.listings.length; start += 2000) {
      listings += await insertListingBatch(client, data.listings.slice(start, start + 2000));
    }
    await insertEvents(client, data.events, ids);
    await seedOperatorDemo(client);
    await seedBillingDemo(client, data.now);
    await client.query('COMMIT');
    return {
      regions: data.regions.length,
      companies,
      users: data.users.length,
      listings,
      events: data.events.length,
      seconds: Number(process.hrtime.bigint() - startedAt) / 1e9,
    };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/** Row counts of the seeded tables, for the CLI summary and the integration test. */
export async function countSeededRows(client: Queryable): Promise<Record<string, number>> {
  const tables = ['sectors', 'regions', 'companies', 'users', 'listings', 'events', 'event_sectors', 'event_event_highlights'] as const;
  const result = await client.query<{ table_name: string; count: string }>(
    tables.map((table) => `SELECT '${table}' AS table_name, count(*) AS count FROM ${table}`).join(' UNION ALL '),
  );
  return Object.fromEntries(result.rows.map((row) => [row.table_name, Number(row.count)]));
}
