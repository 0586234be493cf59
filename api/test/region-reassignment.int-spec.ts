import { Client } from 'pg';
import type { RegionView } from '@praxisnah/contracts';
import { waitFor } from '../../infra/testing/http';
import { startTestStack, type TestStack } from '../../infra/testing/stack';
import { loginToken, request, sql } from './support/account-helpers';

/**
 * A region's new area, through the real API, workers, PostgreSQL and Redis: the admin's save answers at once, the
 * region screen says the assignment is being recomputed, and the workers move companies, listings and events
 * afterwards. To see the order, the test holds a lock on a company the re-assignment must move: the job waits on it
 * while the test looks at what the admin sees.
 */

jest.setTimeout(90_000);

const NRW = 'nordrhein-westfalen';
const HAMBURG = 'hamburg';

describe('re-assigning rows after an area change', () => {
  let stack: TestStack;
  let admin: string;
  let manager: string;
  /** The demo company in Köln (50xxx), in NRW by its Bundesland. */
  let cologne: string;
  /** An NRW company outside 50xxx, and its postcode. */
  let other: { id: string; zip: string };

  const regionOf = async (companyId: string) =>
    (
      await sql<{ slug: string }>(
        stack.databaseUrl,
        'SELECT r.slug FROM companies c JOIN regions r ON r.id = c.region_id WHERE c.id = $1',
        [companyId],
      )
    )[0]?.slug;
  const hamburgScreen = async () =>
    (await request<RegionView>(stack.baseUrl, 'GET', `/api/operator/regions/${HAMBURG}`, { token: admin })).body;
  const changeHamburg = (postcodeRanges: string[]) =>
    request(stack.baseUrl, 'PATCH', `/api/admin/regions/${HAMBURG}`, { token: admin, body: { states: ['Hamburg'], postcodeRanges } });

  /** Locks a company row in a transaction of its own until released: a re-assignment that must move it waits. */
  const holdRow = async (companyId: string) => {
    const client = new Client({ connectionString: stack.databaseUrl });
    await client.connect();
    await client.query('BEGIN');
    await client.query('SELECT id FROM companies WHERE id = $1 FOR UPDATE', [companyId]);
    return async () => {
      await client.query('COMMIT');
      await client.end();
    };
  };
  /** The workers' slice is blocked on the held row: the job has started and cannot finish. */
  const reassignmentBlocked = () =>
    waitFor(
      async () =>
        (
          await sql<{ n: number }>(
            stack.databaseUrl,
            `SELECT count(*)::int AS n FROM pg_stat_activity
             WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%reassign_regions_batch%'`,
          )
        )[0]!.n > 0,
      20_000,
      50,
      'A re-assignment waiting on the held row',
    );
  /** Rows whose region is not the one their postcode falls in now (events keep a hand-set region nobody covers). */
  const misassigned = async () =>
    (
      await sql<{ n: number }>(
        stack.databaseUrl,
        `SELECT ((SELECT count(*) FROM companies WHERE zip IS NOT NULL AND region_id IS DISTINCT FROM region_for(zip))
           + (SELECT count(*) FROM listings WHERE zip IS NOT NULL AND region_id IS DISTINCT FROM region_for(zip))
           + (SELECT count(*) FROM events WHERE region_for(zip) IS NOT NULL AND region_id IS DISTINCT FROM region_for(zip)))::int AS n`,
      )
    )[0]!.n;

  beforeAll(async () => {
    stack = await startTestStack({ web: false });
    admin = await loginToken(stack.baseUrl, 'admin@demo.example', 'admin-passwort');
    manager = await loginToken(stack.baseUrl, 'region@demo.example', 'demo-passwort');
    const tokenA = await loginToken(stack.baseUrl, 'firma@demo.example', 'demo-passwort');
    cologne = (await request<{ id: string; zip: string }>(stack.baseUrl, 'GET', '/api/company', { token: tokenA })).body.id;
    const [found] = await sql<{ id: string; zip: string }>(
      stack.databaseUrl,
      `SELECT c.id, c.zip FROM companies c JOIN regions r ON r.id = c.region_id
       WHERE r.slug = $1 AND c.zip NOT LIKE '50%' ORDER BY c.zip LIMIT 1`,
      [NRW],
    );
    expect(await regionOf(cologne)).toBe(NRW);
    expect(found).toBeDefined();
    other = found!;
  }, 180_000);

  afterAll(() => stack?.stop(), 60_000);

  it('answers before the companies move; the screen says it is recomputing until the workers are done', async () => {
    const release = await holdRow(cologne);
    try {
      expect((await changeHamburg(['50000-50999'])).status).toBe(200);
      // The answer came while the company could not move yet.
      expect(await regionOf(cologne)).toBe(NRW);
      expect((await hamburgScreen()).reassignment).toMatchObject({ status: 'running', finishedAt: null });
      await reassignmentBlocked();
    } finally {
      await release();
    }
    await waitFor(async () => (await hamburgScreen()).reassignment?.status === 'finished', 20_000);
    expect(await regionOf(cologne)).toBe(HAMBURG);
    expect(await misassigned()).toBe(0);
    // With the company, the NRW manager's reach moved.
    expect((await request(stack.baseUrl, 'POST', `/api/operator/companies/${cologne}/verify`, { token: manager })).status).toBe(403);
  });

  it('a second area change while the first re-assignment runs ends with the second area', async () => {
    const release = await holdRow(cologne);
    try {
      // First: Köln back to NRW, the other company to Hamburg; the job waits on Köln's row.
      expect((await changeHamburg([`${other.zip}-${other.zip}`])).status).toBe(200);
      await reassignmentBlocked();
      // Second, while the first runs: Hamburg is its Bundesland alone again.
      expect((await changeHamburg([])).status).toBe(200);
      expect((await hamburgScreen()).reassignment).toMatchObject({ status: 'running' });
    } finally {
      await release();
    }
    await waitFor(async () => (await hamburgScreen()).reassignment?.status === 'finished', 20_000);
    expect(await regionOf(cologne)).toBe(NRW);
    expect(await regionOf(other.id)).toBe(NRW);
    expect(await misassigned()).toBe(0);
  });

  it('only admins change an area: the NRW manager gets 403 on Hamburg, and nothing is recomputed', async () => {
    const before = await hamburgScreen();
    const denied = await request(stack.baseUrl, 'PATCH', `/api/admin/regions/${HAMBURG}`, {
      token: manager,
      body: { states: ['Hamburg'], postcodeRanges: ['50000-50999'] },
    });
    expect(denied.status).toBe(403);
    expect((await hamburgScreen()).reassignment).toEqual(before.reassignment);
    expect(await regionOf(cologne)).toBe(NRW);
  });
});
