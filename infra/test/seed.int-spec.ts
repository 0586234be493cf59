import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { Client, Pool } from 'pg';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../api/src/database/migrations';
import { verifyPassword } from '../../api/src/modules/auth/password-hasher';
import { DEMO_COMPANY_SLUG, DEMO_LOGINS, buildRegions, generateDemoData } from '../seed/demo-data';
import {
  countSeededRows,
  insertCompanies,
  insertListingsStream,
  isDatabaseEmpty,
  loadCatalogueIds,
  seedCatalogue,
  seedDemoData,
  seedRegions,
} from '../seed/seed-database';
import { syntheticCompanies, syntheticListings } from '../seed/synthetic-listings';

interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * The one place this file makes its database: a fresh one, migrated from scratch, dropped afterwards. When the test
 * harness offers a migrated template, only this function needs to change.
 */
async function createScratchDatabase(): Promise<ScratchDatabase> {
  const adminUrl = new URL(process.env.PG_ADMIN_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  adminUrl.pathname = '/postgres';
  const name = `praxisnah_seedtest_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: adminUrl.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataSource = new DataSource({ type: 'postgres', url: url.toString(), migrations: MIGRATIONS });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
  } finally {
    await dataSource.destroy();
  }
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const NOW = new Date('2026-11-22T09:00:00Z');

describe('seeding a real PostgreSQL', () => {
  let database: ScratchDatabase;
  let client: Client;
  let pool: Pool;

  beforeAll(async () => {
    database = await createScratchDatabase();
    client = new Client({ connectionString: database.url });
    await client.connect();
    pool = new Pool({ connectionString: database.url, max: 3 });
  });

  afterAll(async () => {
    await client?.end();
    // pool.end() can resolve while a connection is still closing; the forced drop then ends it with 57P01, which the
    // pool would raise as an unhandled error after the tests have passed.
    pool?.on('error', () => undefined);
    await pool?.end();
    await database?.drop();
  });

  it('seeds the catalogue idempotently with ids in catalogue order', async () => {
    expect(await isDatabaseEmpty(client)).toBe(true);
    await seedCatalogue(client);
    await seedCatalogue(client);
    const { rows } = await client.query<{ id: number; key: string }>('SELECT id, key FROM sectors ORDER BY id');
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(rows[0]?.key).toBe('it_kommunikation');
    const { rows: counts } = await client.query<{ types: string; durations: string; starts: string; chances: string; highlights: string }>(
      `SELECT (SELECT count(*) FROM internship_types) AS types, (SELECT count(*) FROM durations) AS durations,
              (SELECT count(*) FROM ausbildung_start_options) AS starts, (SELECT count(*) FROM takeover_chances) AS chances,
              (SELECT count(*) FROM event_highlights) AS highlights`,
    );
    // Starts are computed (dated-options.ts); the table holds only the ones admins add.
    expect(counts[0]).toEqual({ types: '8', durations: '7', starts: '0', chances: '5', highlights: '8' });
  });

  it('writes the demo data in one go, satisfying every constraint', async () => {
    const data = generateDemoData(undefined, NOW);
    const counts = await seedDemoData(client, data);
    expect(counts).toMatchObject({ companies: data.companies.length, listings: data.listings.length, events: data.events.length });
    expect(await isDatabaseEmpty(client)).toBe(false);
    const tables = await countSeededRows(client);
    expect(tables).toMatchObject({
      regions: 16,
      companies: data.companies.length,
      users: 4,
      listings: data.listings.length,
      events: data.events.length,
      event_sectors: data.events.reduce((sum, event) => sum + event.sectorKeys.length, 0),
      event_event_highlights: data.events.reduce((sum, event) => sum + event.highlightKeys.length, 0),
    });
    const { rows: outbox } = await client.query<{ count: string }>('SELECT count(*) FROM outbox');
    expect(outbox[0]?.count).toBe('0');
  });

  it('stores the demo logins with scrypt hashes that verify', async () => {
    const { rows } = await client.query<{ email: string; password_hash: string; role: string; slug: string | null; region: string | null }>(
      `SELECT u.email, u.password_hash, u.role, c.slug, r.slug AS region
       FROM users u LEFT JOIN companies c ON c.id = u.company_id LEFT JOIN regions r ON r.id = u.region_id`,
    );
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    for (const login of Object.values(DEMO_LOGINS)) {
      const row = byEmail.get(login.email);
      expect(row).toBeDefined();
      expect(await verifyPassword(login.password, row?.password_hash ?? '')).toBe(true);
    }
    expect(byEmail.get(DEMO_LOGINS.company.email)?.slug).toBe(DEMO_COMPANY_SLUG);
    expect(byEmail.get(DEMO_LOGINS.regionalManager.email)?.region).toBe('nordrhein-westfalen');
  });

  it('keeps no login lock on the user row: login pauses live in Redis, per address and client', async () => {
    const { rows } = await client.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'users' AND column_name IN ('failed_login_count', 'locked_until')`,
    );
    expect(rows).toEqual([]);
  });

  it('round-trips listing fields and links the demo company to listings and events', async () => {
    const { rows } = await client.query<{ ausbildung: string; praktikum: string; events: string }>(
      `SELECT count(*) FILTER (WHERE l.is_ausbildung) AS ausbildung, count(*) FILTER (WHERE NOT l.is_ausbildung) AS praktikum,
              (SELECT count(*) FROM events e WHERE e.company_id = c.id) AS events
       FROM companies c JOIN listings l ON l.company_id = c.id WHERE c.slug = $1 GROUP BY c.id`,
      [DEMO_COMPANY_SLUG],
    );
    expect(Number(rows[0]?.ausbildung)).toBeGreaterThanOrEqual(3);
    expect(Number(rows[0]?.praktikum)).toBeGreaterThanOrEqual(3);
    expect(Number(rows[0]?.events)).toBeGreaterThanOrEqual(2);
    const data = generateDemoData(undefined, NOW);
    const sample = data.listings.find((listing) => listing.isAusbildung && listing.address !== null);
    const { rows: stored } = await client.query<{ skills: string[]; verguetung_1_jahr: number; valid_to: string; city: string }>(
      `SELECT skills, verguetung_1_jahr, to_char(valid_to, 'YYYY-MM-DD') AS valid_to, city FROM listings WHERE id = $1`,
      [sample?.id],
    );
    expect(stored[0]).toEqual({
      skills: sample?.skills,
      verguetung_1_jahr: sample?.vergütung1Jahr,
      valid_to: sample?.validTo,
      city: sample?.city,
    });
  });

  it('streams synthetic listings in batches over a pool and skips ids that already exist', async () => {
    await seedRegions(pool, buildRegions());
    const ids = await loadCatalogueIds(pool);
    const companies = syntheticCompanies(40, 99, NOW);
    expect(await insertCompanies(pool, companies, ids)).toBe(40);
    const first = await insertListingsStream(pool, syntheticListings(3000, 99, companies, NOW), 700, { concurrency: 2 });
    expect(first.rows).toBe(3000);
    expect(first.rowsPerSecond).toBeGreaterThan(0);
    const again = await insertListingsStream(pool, syntheticListings(3000, 99, companies, NOW), 700);
    expect(again.rows).toBe(0);
    const { rows } = await pool.query<{ count: string }>('SELECT count(*) FROM listings WHERE company_id = ANY($1::uuid[])', [
      companies.map((company) => company.id),
    ]);
    expect(rows[0]?.count).toBe('3000');
  });
});
