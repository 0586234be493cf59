import { Queue } from 'bullmq';
import { Meilisearch } from 'meilisearch';
import { Pool } from 'pg';
import { QUEUES, type ListingSearchResult } from '@praxisnah/contracts';
import { IndexNamespace } from '@praxisnah/read-models';
import { call, DEMO, login, newInternship, randomIp, uniqueWord, waitFor } from '../../infra/testing/http';
import { runOperatorCommand, startService } from '../../infra/scripts/lib/platform';
import { startTestStack, type TestStack } from '../../infra/testing/stack';
import { SearchProjector } from '../src/projections/search-projector';
import { TaskCompletions } from '../src/search-index/task-completions';
import { WEBHOOK_PATH } from '../src/search-index/task-notifications';
import { formatDrift, verifyIndexes, type DriftReport } from '../src/search-index/verify-index';

/** The write pipeline end to end: API → PostgreSQL + outbox → relay → BullMQ → projector → Meilisearch. */
describe('publish → searchable pipeline', () => {
  let stack: TestStack;
  let token: string;
  let pool: Pool;
  let meili: Meilisearch;

  beforeAll(async () => {
    stack = await startTestStack({ web: false, env: { JOB_LOCK_MS: '1500' } });
    token = await login(stack.baseUrl, DEMO.companyA.email, DEMO.companyA.password);
    pool = new Pool({ connectionString: stack.databaseUrl });
    meili = new Meilisearch({ host: stack.env.MEILI_URL!, apiKey: stack.env.MEILI_MASTER_KEY });
  });

  afterAll(async () => {
    await pool?.end();
    await stack?.stop();
  });

  /**
   * Each search from a client address of its own: the API allows a client SEARCH_RATE_LIMIT_PER_MINUTE searches, and
   * this file's polls and search loop would otherwise share 127.0.0.1's, which they use up when projections are slow.
   */
  const search = (query: string) => call<ListingSearchResult>(stack.baseUrl, 'GET', `/api/internships/search?${query}`, { ip: randomIp() });
  const searchIds = async (q: string) => (await search(`q=${encodeURIComponent(q)}&pageSize=100`)).body.items.map((item) => item.id);
  const isPublic = async (id: string) => (await call(stack.baseUrl, 'GET', `/api/internships/${id}`)).status === 200;
  const indexedTitle = async (id: string) =>
    meili
      .index<{ title: string; version: number }>(`${stack.env.MEILI_INDEX_PREFIX}listings`)
      .getDocument(id)
      .then((document) => document)
      .catch(() => null);

  /** The workers' webhooks on the large and on the recent Meilisearch (their uuids). */
  const workersWebhooks = () =>
    Promise.all(
      [stack.env.MEILI_URL!, stack.env.MEILI_RECENT_URL!].map(async (host) =>
        (await new Meilisearch({ host, apiKey: stack.env.MEILI_MASTER_KEY }).getWebhooks()).results
          .filter((webhook) => webhook.url.includes(WEBHOOK_PATH))
          .map((webhook) => webhook.uuid),
      ),
    );

  it('makes a new listing searchable and records how long that took', async () => {
    const marker = uniqueWord('Kranfahrer');
    const created = await call<{ id: string }>(stack.baseUrl, 'POST', '/api/internships', {
      token,
      body: newInternship({ title: `Praktikum ${marker} (m/w/d)` }),
    });
    expect(created.status).toBe(201);
    await waitFor(async () => (await searchIds(marker)).includes(created.body.id), 15_000);
    const { value: freshness } = await waitFor(async () => {
      const { rows } = await pool.query<{ ms: string }>(
        "SELECT event_data->>'ms' AS ms FROM analytics_events WHERE event_type = 'index_freshness' AND entity_id = $1",
        [created.body.id],
      );
      return rows[0];
    });
    expect(Number(freshness.ms)).toBeGreaterThanOrEqual(0);
    // The domain event reaches analytics in a job of its own, beside the projection: wait for it too.
    const { value: domain } = await waitFor(async () => {
      const { rows } = await pool.query("SELECT 1 FROM analytics_events WHERE event_type = 'listing.created' AND entity_id = $1", [
        created.body.id,
      ]);
      return rows.length ? rows : undefined;
    });
    expect(domain).toHaveLength(1);
  });

  it('takes a paused listing out of the search and a deleted one too', async () => {
    const marker = uniqueWord('Gleisbauer');
    const created = await call<{ id: string }>(stack.baseUrl, 'POST', '/api/internships', {
      token,
      body: newInternship({ title: `Praktikum ${marker} (m/w/d)` }),
    });
    await waitFor(async () => (await searchIds(marker)).includes(created.body.id), 15_000);
    expect(
      (await call(stack.baseUrl, 'PATCH', `/api/internships/${created.body.id}/status`, { token, body: { status: 'pausiert' } })).status,
    ).toBe(200);
    await waitFor(async () => !(await searchIds(marker)).includes(created.body.id), 15_000);
    expect(await isPublic(created.body.id)).toBe(false);
    await call(stack.baseUrl, 'PATCH', `/api/internships/${created.body.id}/status`, { token, body: { status: 'aktiv' } });
    await waitFor(async () => (await searchIds(marker)).includes(created.body.id), 15_000);
    expect((await call(stack.baseUrl, 'DELETE', `/api/internships/${created.body.id}`, { token })).status).toBe(204);
    await waitFor(async () => !(await searchIds(marker)).includes(created.body.id), 15_000);
  });

  it('never lets a replayed or reordered older event overwrite a newer document', async () => {
    const created = await call<{ id: string }>(stack.baseUrl, 'POST', '/api/internships', {
      token,
      body: newInternship({ title: 'Version Eins Praktikum (m/w/d)' }),
    });
    const id = created.body.id;
    await call(stack.baseUrl, 'PATCH', `/api/internships/${id}`, { token, body: { title: 'Version Zwei Praktikum (m/w/d)' } });
    await call(stack.baseUrl, 'PATCH', `/api/internships/${id}`, { token, body: { title: 'Version Drei Praktikum (m/w/d)' } });
    await waitFor(async () => (await indexedTitle(id))?.version === 3 || undefined, 15_000);

    // Replay every event of the listing, newest first, with fresh job ids so BullMQ cannot deduplicate them.
    const queue = new Queue(QUEUES.searchProjection, { connection: { url: stack.env.REDIS_URL }, prefix: stack.env.QUEUE_PREFIX });
    const { rows } = await pool.query<{ id: string; aggregate_version: number; occurred_at: Date }>(
      'SELECT id, aggregate_version, occurred_at FROM outbox WHERE aggregate_id = $1 ORDER BY aggregate_version DESC',
      [id],
    );
    expect(rows.map((row) => row.aggregate_version)).toEqual([3, 2, 1]);
    for (const row of [...rows, rows[2]!]) {
      await queue.add(
        'project-aggregate',
        {
          aggregateType: 'listing',
          aggregateId: id,
          aggregateVersion: row.aggregate_version,
          committedAt: row.occurred_at.toISOString(),
          eventId: row.id,
        },
        { jobId: `replay-${row.id}-${Math.random().toString(36).slice(2)}` },
      );
    }
    await waitFor(
      async () => (await queue.getJobCounts('waiting', 'active', 'delayed')).waiting === 0 && (await queue.getActiveCount()) === 0,
      15_000,
    );
    await queue.close();
    const document = await indexedTitle(id);
    expect(document).toMatchObject({ title: 'Version Drei Praktikum (m/w/d)', version: 3 });
  });

  it('answers a stale event as stale and still serves the newest state (projector with real PostgreSQL and Meilisearch)', async () => {
    const created = await call<{ id: string }>(stack.baseUrl, 'POST', '/api/internships', {
      token,
      body: newInternship({ title: 'Direkt Eins Praktikum (m/w/d)' }),
    });
    await waitFor(async () => (await indexedTitle(created.body.id))?.version === 1 || undefined, 15_000);
    await call(stack.baseUrl, 'PATCH', `/api/internships/${created.body.id}`, { token, body: { title: 'Direkt Zwei Praktikum (m/w/d)' } });
    await waitFor(async () => (await indexedTitle(created.body.id))?.version === 2 || undefined, 15_000);
    const projector = new SearchProjector(pool, meili, new TaskCompletions(meili), new IndexNamespace(stack.env.MEILI_INDEX_PREFIX!));
    const old = { aggregateType: 'listing' as const, aggregateId: created.body.id, committedAt: new Date().toISOString(), eventId: 'test' };
    await expect(projector.project({ ...old, aggregateVersion: 1 })).resolves.toEqual({ status: 'stale', storedVersion: 2 });
    expect((await indexedTitle(created.body.id))?.title).toBe('Direkt Zwei Praktikum (m/w/d)');
  });

  it('applies changes that arrive together as one Meilisearch task, each rebuilt from PostgreSQL', async () => {
    const { rows } = await pool.query<{ id: string; title: string }>(
      "SELECT id, title FROM listings WHERE status = 'aktiv' AND valid_to >= current_date ORDER BY id LIMIT 30",
    );
    expect(rows).toHaveLength(30);
    const indexUid = `${stack.env.MEILI_INDEX_PREFIX}listings`;
    const since = new Date();
    const projector = new SearchProjector(pool, meili, new TaskCompletions(meili), new IndexNamespace(stack.env.MEILI_INDEX_PREFIX!));
    const outcomes = await Promise.all(
      rows.map(({ id }) =>
        projector.project({
          aggregateType: 'listing',
          aggregateId: id,
          aggregateVersion: 0,
          committedAt: since.toISOString(),
          eventId: `burst:${id}`,
        }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(rows.map(() => 'upserted'));
    const tasks = await meili.tasks.getTasks({
      indexUids: [indexUid],
      types: ['documentAdditionOrUpdate'],
      afterEnqueuedAt: since.toISOString(),
    });
    expect(tasks.results.map((task) => task.details?.receivedDocuments)).toEqual([30]);
    for (const { id, title } of rows.slice(0, 3)) expect((await indexedTitle(id))?.title).toBe(title);
  });

  it('loses nothing when the workers are killed in the middle of jobs', async () => {
    const queue = new Queue(QUEUES.searchProjection, { connection: { url: stack.env.REDIS_URL }, prefix: stack.env.QUEUE_PREFIX });
    const marker = uniqueWord('Dachdecker');
    const ids: string[] = [];
    let sawActive = false;
    // Publish in bursts until a projection job is caught running, then kill the workers with SIGKILL.
    for (let burst = 0; burst < 20 && !sawActive; burst += 1) {
      const created = await Promise.all(
        Array.from({ length: 10 }, () =>
          call<{ id: string }>(stack.baseUrl, 'POST', '/api/internships', {
            token,
            body: newInternship({ title: `Praktikum ${marker} (m/w/d)` }),
          }),
        ),
      );
      ids.push(...created.map((response) => response.body.id));
      for (let probe = 0; probe < 20 && !sawActive; probe += 1) sawActive = (await queue.getActiveCount()) > 0;
    }
    expect(sawActive).toBe(true);
    const webhooksBefore = await workersWebhooks();
    stack.workers.child.kill('SIGKILL');
    await new Promise((resolve) => stack.workers.child.once('exit', resolve));
    await stack.restart('workers');
    // Each instance announces its batches to the running workers only: once the new process is up, the killed one's
    // webhooks are gone and its own are there.
    expect(webhooksBefore.map((uuids) => uuids.length)).toEqual([1, 1]);
    const replaced = async () => {
      const after = await workersWebhooks();
      return after.every((uuids) => uuids.length === 1) && !after.flat().some((uuid) => webhooksBefore.flat().includes(uuid));
    };
    await waitFor(async () => (await replaced()) || undefined, 20_000);
    let seen = 0;
    await waitFor(
      async () => (seen = (await Promise.all(ids.map(isPublic))).filter(Boolean).length) === ids.length || undefined,
      60_000,
      200,
    ).catch(async () => {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized', 'waiting-children');
      throw new Error(`only ${seen} of ${ids.length} searchable; queue ${JSON.stringify(counts)}`);
    });
    const deadLetters = (await queue.getFailed()).map((job) => `${job.id}: ${job.failedReason}`);
    await queue.close();
    expect(deadLetters).toEqual([]);
    // Company counts follow a few seconds after their listings (COMPANY_RECOUNT_DELAY_MS): wait for them, then none may drift.
    const clean = (report: DriftReport) => formatDrift({ ...report, missing: [], stale: [], differing: [], extra: [] });
    let drift: DriftReport[] = [];
    const settled = async () =>
      (drift = await verifyIndexes(pool, meili, stack.env.MEILI_INDEX_PREFIX!)).every((report) => formatDrift(report) === clean(report));
    await waitFor(async () => (await settled()) || undefined, 30_000).catch(() => undefined);
    expect(drift.map(formatDrift)).toEqual(drift.map(clean));
  });

  it('rebuilds the indexes while search keeps answering, and reports drift when a document goes missing', async () => {
    let searching = true;
    const answers: number[] = [];
    const totals: number[] = [];
    const searchLoop = (async () => {
      while (searching) {
        const response = await search('q=Praktikum');
        answers.push(response.status);
        totals.push(response.body.total);
      }
    })();
    expect(await runOperatorCommand('reindex', stack.env, true)).toBe(0);
    searching = false;
    await searchLoop;
    expect(answers.length).toBeGreaterThan(5);
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(Math.min(...totals)).toBeGreaterThan(0);
    expect(await runOperatorCommand('verify-index', stack.env, true)).toBe(0);

    const { hits } = await meili.index(`${stack.env.MEILI_INDEX_PREFIX}listings`).search('', { limit: 1 });
    await meili.index(`${stack.env.MEILI_INDEX_PREFIX}listings`).deleteDocument(String(hits[0]!.id)).waitTask({ timeout: 60_000 });
    expect(await runOperatorCommand('verify-index', stack.env, true)).toBe(1);
  });

  it('moves listings past their end date to abgelaufen and out of the search', async () => {
    const created = await call<{ id: string }>(stack.baseUrl, 'POST', '/api/internships', { token, body: newInternship() });
    await waitFor(async () => (await isPublic(created.body.id)) || undefined, 15_000);
    await pool.query('UPDATE listings SET valid_from = current_date - 30, valid_to = current_date - 1 WHERE id = $1', [created.body.id]);
    const maintenance = new Queue(QUEUES.maintenance, { connection: { url: stack.env.REDIS_URL }, prefix: stack.env.QUEUE_PREFIX });
    await maintenance.add('expire-listings', {});
    await maintenance.close();
    await waitFor(async () => !(await isPublic(created.body.id)) || undefined, 15_000);
    const own = await call<{ status: string }>(stack.baseUrl, 'GET', `/api/company/internships/${created.body.id}`, { token });
    expect(own.body.status).toBe('abgelaufen');
  });

  it('counts detail views (server) and favourites (client) for the listing’s company, and searches by normalised words', async () => {
    const marker = uniqueWord('Dachdecker');
    const created = await call<{ id: string }>(stack.baseUrl, 'POST', '/api/internships', {
      token,
      body: newInternship({ title: `Praktikum ${marker} (m/w/d)` }),
    });
    await waitFor(async () => (await searchIds(`  ${marker.toUpperCase()}! `)).includes(created.body.id), 15_000);
    for (let view = 0; view < 3; view += 1)
      expect((await call(stack.baseUrl, 'GET', `/api/internships/${created.body.id}`)).status).toBe(200);
    for (const on of [true, false, true]) {
      const recorded = await call(stack.baseUrl, 'POST', '/api/analytics/record', {
        body: { eventType: 'favourite', eventData: { kind: 'internship', id: created.body.id, on } },
      });
      expect(recorded.status).toBe(202);
    }
    const rejected = await call<{ message: string }>(stack.baseUrl, 'POST', '/api/analytics/record', {
      body: { eventType: 'listing_view', eventData: { listingId: created.body.id } },
    });
    expect(rejected.status).toBe(400);
    await waitFor(async () => {
      const own = await call<{ views: number; favourites: number }>(stack.baseUrl, 'GET', `/api/company/internships/${created.body.id}`, {
        token,
      });
      return (own.body.views === 3 && own.body.favourites === 2) || undefined;
    }, 15_000);
    const { value: search } = await waitFor(async () => {
      const { rows } = await pool.query<{ searches: number; vertical: string }>(
        'SELECT searches, vertical FROM analytics_search_daily WHERE query = $1',
        [marker.toLowerCase()],
      );
      return rows[0];
    });
    expect(search).toEqual({ searches: expect.any(Number), vertical: 'praktikum' });
    const { rows: raw } = await pool.query<{ data: Record<string, unknown> }>(
      "SELECT event_data AS data FROM analytics_events WHERE event_type = 'search' AND event_data->>'query' = $1",
      [marker.toLowerCase()],
    );
    for (const { data } of raw)
      expect(Object.keys(data).sort()).toEqual(['districtCode', 'filters', 'place', 'query', 'results', 'sector']);
  });

  it('deletes raw events after 90 days and keeps the daily counts', async () => {
    await pool.query(
      `INSERT INTO analytics_events (source_id, event_type, occurred_at) VALUES ('test:old', 'page_view', now() - interval '91 days'),
         ('test:recent', 'page_view', now() - interval '89 days')`,
    );
    await pool.query(`INSERT INTO analytics_metric_daily (day, metric, count) VALUES (current_date - 91, 'page_view', 7)`);
    await pool.query(`INSERT INTO analytics_visitors_daily (day, visitor_hash) VALUES (current_date - 1, 'gestern')`);
    const maintenance = new Queue(QUEUES.maintenance, { connection: { url: stack.env.REDIS_URL }, prefix: stack.env.QUEUE_PREFIX });
    const job = await maintenance.add('prune-analytics', {});
    // The whole job, not its first deletion: the visitor hashes go in a later statement than the raw events.
    const { value: state } = await waitFor(async () => {
      const current = await job.getState();
      return current === 'completed' || current === 'failed' ? current : undefined;
    });
    await maintenance.close();
    expect(state).toBe('completed');
    expect((await pool.query("SELECT 1 FROM analytics_events WHERE source_id = 'test:old'")).rowCount).toBe(0);
    expect((await pool.query("SELECT 1 FROM analytics_events WHERE source_id = 'test:recent'")).rowCount).toBe(1);
    expect((await pool.query("SELECT 1 FROM analytics_visitors_daily WHERE visitor_hash = 'gestern'")).rowCount).toBe(0);
    const { rows } = await pool.query<{ count: number }>(
      "SELECT count FROM analytics_metric_daily WHERE day = current_date - 91 AND metric = 'page_view'",
    );
    expect(rows).toEqual([{ count: 7 }]);
  });

  it('starts a workers process that refuses to boot without its services', async () => {
    const broken = startService('workers', { ...stack.env, DATABASE_URL: 'mysql://nope' }, null);
    const code = await new Promise<number | null>((resolve) => broken.child.once('exit', resolve));
    expect(code).toBe(1);
  });
});
