import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES } from '@praxisnah/contracts';
import { BATCH_WINDOW_MS, QueueRegistry, type JobBatch } from './queues.module';

interface SentJob {
  name: string;
  data: unknown;
  opts: { jobId?: string; attempts?: number };
}

/** A registry whose analytics queue records what reaches Redis, or fails as Redis does when it is down. */
function registryWithFakeQueue(add: () => Promise<unknown>) {
  const registry = new QueueRegistry({} as Redis, 'test');
  const sent: SentJob[] = [];
  const queue = {
    add: (name: string, data: unknown, opts: SentJob['opts']) => {
      sent.push({ name, data, opts });
      return add();
    },
    close: () => Promise.resolve(),
  };
  jest.spyOn(registry, 'get').mockReturnValue(queue as unknown as Queue);
  return { registry, sent };
}

function factBatch(maxItems = 3, lost: [unknown, readonly string[]][] = []): JobBatch<string> {
  return {
    queue: QUEUES.analytics,
    name: 'record-facts',
    maxItems,
    opts: { attempts: 5 },
    data: (facts) => ({ facts }),
    onLost: (error, facts) => lost.push([error, facts]),
  };
}

describe('QueueRegistry.addBatched', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('hands the items of one moment to Redis as one job, once the window has passed', async () => {
    const { registry, sent } = registryWithFakeQueue(() => Promise.resolve({}));
    const facts = factBatch(10);
    registry.addBatched(facts, 'a');
    registry.addBatched(facts, 'b');
    registry.addBatched(facts, 'c');
    expect(sent).toHaveLength(0);

    await jest.advanceTimersByTimeAsync(BATCH_WINDOW_MS);
    expect(sent).toEqual([{ name: 'record-facts', data: { facts: ['a', 'b', 'c'] }, opts: { attempts: 5, jobId: expect.any(String) } }]);

    registry.addBatched(facts, 'd');
    await jest.advanceTimersByTimeAsync(BATCH_WINDOW_MS);
    expect(sent.map((job) => job.data)).toEqual([{ facts: ['a', 'b', 'c'] }, { facts: ['d'] }]);
    expect(sent[1]!.opts.jobId).not.toBe(sent[0]!.opts.jobId);
  });

  it('sends a full job at once, without waiting for the window', async () => {
    const { registry, sent } = registryWithFakeQueue(() => Promise.resolve({}));
    const facts = factBatch(2);
    for (const fact of ['a', 'b', 'c']) registry.addBatched(facts, fact);
    await Promise.resolve();
    expect(sent.map((job) => job.data)).toEqual([{ facts: ['a', 'b'] }]);
    await jest.advanceTimersByTimeAsync(BATCH_WINDOW_MS);
    expect(sent.map((job) => job.data)).toEqual([{ facts: ['a', 'b'] }, { facts: ['c'] }]);
  });

  it('hands over what is still waiting when the API shuts down', async () => {
    const { registry, sent } = registryWithFakeQueue(() => Promise.resolve({}));
    registry.addBatched(factBatch(), 'last');
    await registry.close();
    expect(sent.map((job) => job.data)).toEqual([{ facts: ['last'] }]);
    await jest.advanceTimersByTimeAsync(BATCH_WINDOW_MS);
    expect(sent).toHaveLength(1);
  });

  it('waits at shutdown for a job already on its way, so the connection does not close under it', async () => {
    let answer: () => void = () => undefined;
    const { registry } = registryWithFakeQueue(() => new Promise<void>((resolve) => (answer = resolve)));
    registry.addBatched(factBatch(), 'on-its-way');
    await jest.advanceTimersByTimeAsync(BATCH_WINDOW_MS);
    let closed = false;
    const closing = registry.close().then(() => (closed = true));
    await jest.advanceTimersByTimeAsync(BATCH_WINDOW_MS);
    expect(closed).toBe(false);
    answer();
    await closing;
    expect(closed).toBe(true);
  });

  it('gathers items of the same queue and job name into one job, however the caller spells the definition', async () => {
    const { registry, sent } = registryWithFakeQueue(() => Promise.resolve({}));
    registry.addBatched(factBatch(10), 'a');
    registry.addBatched(factBatch(10), 'b');
    await jest.advanceTimersByTimeAsync(BATCH_WINDOW_MS);
    expect(sent.map((job) => job.data)).toEqual([{ facts: ['a', 'b'] }]);
  });

  it('tells the batch which items Redis refused, without throwing', async () => {
    const down = new Error('Connection is closed.');
    const { registry } = registryWithFakeQueue(() => Promise.reject(down));
    const lost: [unknown, readonly string[]][] = [];
    const facts = factBatch(3, lost);
    registry.addBatched(facts, 'a');
    registry.addBatched(facts, 'b');
    await jest.advanceTimersByTimeAsync(BATCH_WINDOW_MS);
    expect(lost).toEqual([[down, ['a', 'b']]]);
  });
});
