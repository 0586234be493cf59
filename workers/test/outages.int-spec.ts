import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Pool } from 'pg';
import { QUEUES, type ListingSearchResult } from '@praxisnah/contracts';
import { call, DEMO, login, newInternship, uniqueWord, waitFor } from '../../infra/testing/http';
import { startPrivateMeili, startPrivateRedis, type PrivateMeili, type PrivateRedis } from '../../infra/testing/private-services';
import { startTestStack, type TestStack } from '../../infra/testing/stack';

const isSearchable = async (stack: TestStack, q: string, id: string) =>
  (
    await call<ListingSearchResult>(stack.baseUrl, 'GET', `/api/internships/search?q=${encodeURIComponent(q)}&pageSize=100`)
  ).body.items.some((item) => item.id === id);

describe('Redis down at write time', () => {
  let redis: PrivateRedis;
  let stack: TestStack;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    stack = await startTestStack({ web: false, env: { REDIS_URL: redis.url, RELAY_POLL_MS: '200', OUTBOX_RECONCILE_MS: '1000' } });
  });

  afterAll(async () => {
    await stack?.stop();
    await redis?.stop();
  });

  it('accepts the write and indexes the listing once Redis is back', async () => {
    const token = await login(stack.baseUrl, DEMO.companyA.email, DEMO.companyA.password);
    await redis.stop();
    const marker = uniqueWord('Redisausfall');
    const created = await call<{ id: string }>(stack.baseUrl, 'POST', '/api/internships', {
      token,
      body: newInternship({ title: `Praktikum ${marker} (m/w/d)` }),
    });
    expect(created.status).toBe(201);
    const pool = new Pool({ connectionString: stack.databaseUrl });
    try {
      // The relay tried and failed: the record stays unpublished until Redis answers again.
      const { value: rows } = await waitFor(
        async () => {
          const { rows } = await pool.query('SELECT published_at, attempts FROM outbox WHERE aggregate_id = $1', [created.body.id]);
          return rows.length === 1 && rows[0].attempts > 0 ? rows : undefined;
        },
        15_000,
        100,
      );
      expect(rows).toEqual([expect.objectContaining({ published_at: null })]);
      await redis.start();
      await waitFor(async () => (await isSearchable(stack, marker, created.body.id)) || undefined, 30_000, 200);
    } finally {
      await pool.end();
    }
  });
});

/**
 * Three outages one after the other on one stack (booting a stack costs more than these tests): the heartbeat and the
 * outbox lag are short so that health notices dead workers within a second, and listings expire every 300 ms. The
 * outage that wipes Redis comes last.
 */
describe('outages of the database connections, the workers and the Redis keys, one after the other', () => {
  let stack: TestStack;
  let pool: Pool;

  beforeAll(async () => {
    stack = await startTestStack({ web: false, env: { WORKER_HEARTBEAT_MS: '200', OUTBOX_LAG_MAX_MS: '1000', LISTING_EXPIRY_MS: '300' } });
    pool = new Pool({ connectionString: stack.databaseUrl });
  });

  afterAll(async () => {
    await pool?.end();
    await stack?.stop();
  });

  describe("PostgreSQL drops the workers' connections", () => {
    const workerConnections = async (applicationName: string) =>
      (await pool.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1', [applicationName]))
        .rowCount ?? 0;

    it('keeps the workers running, replaces the connections and indexes the next write', async () => {
      const token = await login(stack.baseUrl, DEMO.companyA.email, DEMO.companyA.password);
      await waitFor(async () => (await workerConnections('praxisnah-workers')) > 0 && (await workerConnections('praxisnah-relay')) > 0);
      // What a server restart or an operator's pg_terminate_backend does: SQLSTATE 57P01 on every connection.
      const { rowCount } = await pool.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name IN ('praxisnah-workers', 'praxisnah-relay')",
      );
      expect(rowCount).toBeGreaterThanOrEqual(2);

      const marker = uniqueWord('Verbindungsabbruch');
      const created = await call<{ id: string }>(stack.baseUrl, 'POST', '/api/internships', {
        token,
        body: newInternship({ title: `Praktikum ${marker} (m/w/d)` }),
      });
      expect(created.status).toBe(201);
      await waitFor(async () => (await isSearchable(stack, marker, created.body.id)) || undefined, 30_000, 200);
      await waitFor(async () => (await workerConnections('praxisnah-relay')) > 0, 10_000, 100);
      expect(stack.workers.child.exitCode).toBeNull();
      expect(stack.workers.child.signalCode).toBeNull();
    });
  });

  describe('Workers dead', () => {
    type Health = { status: string; message?: string; error?: Record<string, unknown> };
    const health = () => call<Health>(stack.baseUrl, 'GET', '/api/health');

    it('makes /api/health answer 503 in German while records wait in the outbox, and 200 once workers run again', async () => {
      const token = await login(stack.baseUrl, DEMO.companyA.email, DEMO.companyA.password);
      expect((await health()).status).toBe(200);
      await stack.workers.stop();
      const marker = uniqueWord('Arbeiterausfall');
      const created = await call<{ id: string }>(stack.baseUrl, 'POST', '/api/internships', {
        token,
        body: newInternship({ title: `Praktikum ${marker} (m/w/d)` }),
      });
      expect(created.status).toBe(201);

      const { value: down } = await waitFor(async () => {
        const answer = await health();
        return answer.status === 503 && Object.keys(answer.body.error ?? {}).length === 2 ? answer : undefined;
      }, 15_000);
      expect(Object.keys(down.body.error!).sort()).toEqual(['outbox', 'workers']);
      expect(down.body.message).toBe(
        'Praxisnah ist gerade eingeschränkt. Die Hintergrundverarbeitung läuft nicht: neue und geänderte Einträge erscheinen nicht in der Suche. Änderungen warten ungewöhnlich lange darauf, in der Suche zu erscheinen.',
      );

      await stack.restart('workers');
      await waitFor(async () => (await health()).status === 200, 30_000, 100);
      await waitFor(async () => (await isSearchable(stack, marker, created.body.id)) || undefined, 15_000, 100);
    });
  });

  describe('Redis loses every key (a restart of a Redis that keeps nothing on disk)', () => {
    let redis: Redis;
    let maintenance: Queue;

    beforeAll(() => {
      redis = new Redis(stack.env.REDIS_URL!);
      maintenance = new Queue(QUEUES.maintenance, { connection: { url: stack.env.REDIS_URL }, prefix: stack.env.QUEUE_PREFIX });
    });

    afterAll(async () => {
      await maintenance?.close();
      redis?.disconnect();
    });

    it('still expires a listing past its end date', async () => {
      const token = await login(stack.baseUrl, DEMO.companyA.email, DEMO.companyA.password);
      const created = await call<{ id: string }>(stack.baseUrl, 'POST', '/api/internships', { token, body: newInternship() });
      expect(created.status).toBe(201);
      await waitFor(async () => (await maintenance.getJobScheduler('expire-listings')) !== undefined);

      // Only this stack's own prefix: the Redis server is shared with other test files and people.
      const keys = await redis.keys(`${stack.env.QUEUE_PREFIX}:*`);
      expect(keys.length).toBeGreaterThan(0);
      await redis.del(...keys);
      await pool.query('UPDATE listings SET valid_from = current_date - 30, valid_to = current_date - 1 WHERE id = $1', [created.body.id]);

      const status = async () =>
        (await pool.query<{ status: string }>('SELECT status FROM listings WHERE id = $1', [created.body.id])).rows[0]!.status;
      await waitFor(async () => (await status()) === 'abgelaufen', 15_000, 100);
    });
  });
});

describe('Meilisearch down', () => {
  let meili: PrivateMeili;
  let stack: TestStack;

  beforeAll(async () => {
    meili = await startPrivateMeili();
    stack = await startTestStack({
      web: false,
      env: { MEILI_URL: meili.url, MEILI_MASTER_KEY: meili.masterKey, JOB_ATTEMPTS: '3', JOB_BACKOFF_MS: '100' },
    });
  });

  afterAll(async () => {
    await stack?.stop().catch(() => undefined);
    await meili?.remove();
  });

  it('retries with backoff, parks the job in the dead-letter list, and replays it on request', async () => {
    const token = await login(stack.baseUrl, DEMO.companyA.email, DEMO.companyA.password);
    const admin = await login(stack.baseUrl, DEMO.admin.email, DEMO.admin.password);
    await meili.stop();
    const marker = uniqueWord('Meiliausfall');
    const created = await call<{ id: string }>(stack.baseUrl, 'POST', '/api/internships', {
      token,
      body: newInternship({ title: `Praktikum ${marker} (m/w/d)` }),
    });
    expect(created.status).toBe(201);

    type DeadLetter = { queue: string; id: string; attemptsMade: number; failedReason: string; data: { aggregateId?: string } };
    const { value: dead } = await waitFor(
      async () => {
        const response = await call<DeadLetter[]>(stack.baseUrl, 'GET', '/api/admin/dead-letters', { token: admin });
        return response.body.find((job) => job.queue === 'search-projection' && job.data.aggregateId === created.body.id);
      },
      30_000,
      200,
    );
    expect(dead.attemptsMade).toBe(3);
    expect(dead.failedReason).toBeTruthy();

    await meili.start();
    const replay = await call<{ replayed: number }>(stack.baseUrl, 'POST', '/api/admin/dead-letters/replay', {
      token: admin,
      body: { queue: 'search-projection' },
    });
    expect(replay.status).toBe(200);
    expect(replay.body.replayed).toBeGreaterThanOrEqual(1);
    await waitFor(async () => (await isSearchable(stack, marker, created.body.id)) || undefined, 30_000, 200);
  });

  it('answers search with a German 503 while Meilisearch is unreachable, never a stack trace', async () => {
    await meili.stop();
    try {
      const response = await call<{ message: string }>(stack.baseUrl, 'GET', '/api/internships/search?q=Praktikum');
      expect(response.status).toBe(503);
      const health = await call<{ status: string; error: Record<string, unknown> }>(stack.baseUrl, 'GET', '/api/health');
      expect(health.status).toBe(503);
      expect(Object.keys(health.body.error)).toEqual(['meilisearch']);
      expect(response.body.message).toMatch(/Suche ist gerade nicht erreichbar/);
      expect(JSON.stringify(response.body)).not.toMatch(/at .*\.js/);
    } finally {
      await meili.start();
    }
  });
});
