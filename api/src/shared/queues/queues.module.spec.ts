import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES } from '@praxisnah/contracts';
import { BATCH_WINDOW_MS, QueueRegistry, type BatchedJob } from './queues.module';

/** A registry whose analytics queue records what reaches Redis, or fails as Redis does when it is down. */
function registryWithFakeQueue(addBulk: (jobs: unknown[]) => Promise<unknown>) {
  const registry = new QueueRegistry({} as Redis, 'test');
  const sent: unknown[][] = [];
  const queue = {
    addBulk: (jobs: unknown[]) => {
      sent.push(jobs);
      return addBulk(jobs);
    },
    close: () => Promise.resolve(),
  };
  jest.spyOn(registry, 'get').mockReturnValue(queue as unknown as Queue);
  return { registry, sent };
}

const fact = (id: string, onLost: (error: unknown) => void = () => undefined): BatchedJob => ({
  name: 'record-fact',
  data: { factId: id },
  opts: { jobId: id },
  onLost,
});

describe('QueueRegistry.addBatched', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('hands the jobs of one moment to Redis together, once the window has passed', async () => {
    const { registry, sent } = registryWithFakeQueue(() => Promise.resolve([]));
    registry.addBatched(QUEUES.analytics, fact('a'));
    registry.addBatched(QUEUES.analytics, fact('b'));
    registry.addBatched(QUEUES.analytics, fact('c'));
    expect(sent).toHaveLength(0);

    await jest.advanceTimersByTimeAsync(BATCH_WINDOW_MS);
    expect(sent).toEqual([
      [
        { name: 'record-fact', data: { factId: 'a' }, opts: { jobId: 'a' } },
        { name: 'record-fact', data: { factId: 'b' }, opts: { jobId: 'b' } },
        { name: 'record-fact', data: { factId: 'c' }, opts: { jobId: 'c' } },
      ],
    ]);

    registry.addBatched(QUEUES.analytics, fact('d'));
    await jest.advanceTimersByTimeAsync(BATCH_WINDOW_MS);
    expect(sent).toHaveLength(2);
  });

  it('hands over what is still waiting when the API shuts down', async () => {
    const { registry, sent } = registryWithFakeQueue(() => Promise.resolve([]));
    registry.addBatched(QUEUES.analytics, fact('last'));
    await registry.close();
    expect(sent).toEqual([[expect.objectContaining({ data: { factId: 'last' } })]]);
    await jest.advanceTimersByTimeAsync(BATCH_WINDOW_MS);
    expect(sent).toHaveLength(1);
  });

  it('waits at shutdown for a batch already on its way, so the connection does not close under it', async () => {
    let answer: () => void = () => undefined;
    const { registry } = registryWithFakeQueue(() => new Promise<void>((resolve) => (answer = resolve)));
    registry.addBatched(QUEUES.analytics, fact('on-its-way'));
    await jest.advanceTimersByTimeAsync(BATCH_WINDOW_MS);
    let closed = false;
    const closing = registry.close().then(() => (closed = true));
    await jest.advanceTimersByTimeAsync(BATCH_WINDOW_MS);
    expect(closed).toBe(false);
    answer();
    await closing;
    expect(closed).toBe(true);
  });

  it('tells every job of a batch Redis refused that it was lost, without throwing', async () => {
    const down = new Error('Connection is closed.');
    const { registry } = registryWithFakeQueue(() => Promise.reject(down));
    const lost: unknown[] = [];
    registry.addBatched(
      QUEUES.analytics,
      fact('a', (error) => lost.push(error)),
    );
    registry.addBatched(
      QUEUES.analytics,
      fact('b', (error) => lost.push(error)),
    );
    await jest.advanceTimersByTimeAsync(BATCH_WINDOW_MS);
    expect(lost).toEqual([down, down]);
  });
});
