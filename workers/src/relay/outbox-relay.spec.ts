import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import { QUEUES, SAMPLE_LISTING_CREATED, type QueueName } from '@praxisnah/contracts';
import type { WorkersConfig } from '../infrastructure/workers-config';
import { OutboxRelay } from './outbox-relay';

/** BullMQ's queues, replaced by recorders: what the relay enqueued, per queue, or a Redis that refuses. */
const mockAdded = new Map<string, { name: string; opts: { jobId?: string } }[]>();
let mockRedisDown = false;
jest.mock('bullmq', () => ({
  Queue: class {
    constructor(readonly name: string) {}
    on(): void {}
    async addBulk(jobs: { name: string; opts: { jobId?: string } }[]): Promise<void> {
      if (mockRedisDown) throw new Error('Connection is closed.');
      mockAdded.set(this.name, [...(mockAdded.get(this.name) ?? []), ...jobs]);
    }
    async close(): Promise<void> {}
  },
}));

const row = (overrides: Record<string, unknown> = {}) => ({
  id: SAMPLE_LISTING_CREATED.eventId,
  event_type: SAMPLE_LISTING_CREATED.type,
  aggregate_type: SAMPLE_LISTING_CREATED.aggregateType,
  aggregate_id: SAMPLE_LISTING_CREATED.aggregateId,
  aggregate_version: SAMPLE_LISTING_CREATED.aggregateVersion,
  company_id: SAMPLE_LISTING_CREATED.companyId,
  payload: SAMPLE_LISTING_CREATED.payload,
  occurred_at: new Date(SAMPLE_LISTING_CREATED.occurredAt),
  ...overrides,
});

/** A relay over an outbox holding `rows` (handed out once), with every statement it sent in order. */
function makeRelay(rows: ReturnType<typeof row>[]) {
  const statements: { sql: string; params?: unknown[] }[] = [];
  let pending = rows;
  const client = {
    query: jest.fn(async (sql: string, params?: unknown[]) => {
      statements.push({ sql: sql.replace(/\s+/g, ' ').trim(), params });
      if (sql.includes('FROM outbox WHERE published_at IS NULL')) {
        const batch = pending;
        pending = [];
        return { rows: batch };
      }
      return { rows: [] };
    }),
    release: jest.fn(),
  };
  const pool = { connect: jest.fn(async () => client) };
  const config = { QUEUE_PREFIX: 'test', JOB_ATTEMPTS: 5, JOB_BACKOFF_MS: 1000 } as WorkersConfig;
  const relay = new OutboxRelay(pool as unknown as Pool, {} as Redis, config);
  const said = (fragment: string) => statements.filter((statement) => statement.sql.includes(fragment));
  return { relay, statements, said };
}

const jobIds = (queue: QueueName) => (mockAdded.get(queue) ?? []).map((job) => job.opts.jobId);

beforeEach(() => {
  mockAdded.clear();
  mockRedisDown = false;
});

describe('OutboxRelay', () => {
  it('enqueues each record under ids derived from its event id and marks it published in the same transaction', async () => {
    const { relay, statements, said } = makeRelay([row()]);
    await expect(relay.drainAll()).resolves.toBe(1);
    expect(jobIds(QUEUES.searchProjection)).toContain(`${SAMPLE_LISTING_CREATED.eventId}-listing`);
    expect(jobIds(QUEUES.analytics)).toEqual([`${SAMPLE_LISTING_CREATED.eventId}-analytics`]);
    const published = said('SET published_at = now() WHERE id = ANY');
    expect(published).toEqual([{ sql: expect.any(String), params: [[SAMPLE_LISTING_CREATED.eventId]] }]);
    // BEGIN … publish … COMMIT, then a second round finds the outbox empty.
    const order = statements.map((statement) => statement.sql.split(' ')[0]);
    expect(order.slice(0, 4)).toEqual(['BEGIN', 'SELECT', 'UPDATE', 'COMMIT']);
  });

  it('leaves the record unpublished, counting the attempt, while Redis refuses', async () => {
    mockRedisDown = true;
    const { relay, said } = makeRelay([row()]);
    await expect(relay.drainAll()).resolves.toBe(0);
    expect(said('SET published_at = now() WHERE id = ANY')).toEqual([]);
    expect(said('SET attempts = attempts + 1')).toEqual([
      { sql: expect.any(String), params: [[SAMPLE_LISTING_CREATED.eventId], 'Error: Connection is closed.'] },
    ]);
    expect(said('COMMIT')).toHaveLength(1);
  });

  it('sets aside a record no domain event schema matches, and still publishes the others', async () => {
    const broken = row({ id: '00000000-0000-4000-8000-000000000001', payload: { title: 42 } });
    const { relay, said } = makeRelay([broken, row()]);
    await expect(relay.drainAll()).resolves.toBe(2);
    const setAside = said('last_error = i.error');
    expect(setAside).toHaveLength(1);
    expect(setAside[0]!.params![0]).toEqual([broken.id]);
    expect(jobIds(QUEUES.analytics)).toEqual([`${SAMPLE_LISTING_CREATED.eventId}-analytics`]);
  });
});
