import type { FactRow } from './fact-row';
import { factRow } from './fact-row';
import { FactBatcher, MAX_FACT_BATCH } from './fact-batcher';

const fact = (index: number) => factRow({ sourceId: `fact:${index}`, type: 'page_view', occurredAt: '2026-11-26T10:00:00.000Z' });

function subject(fail = false) {
  const batches: string[][] = [];
  let inFlight = 0;
  let overlapped = false;
  const facts = {
    record: jest.fn(async (batch: readonly FactRow[]) => {
      inFlight += 1;
      overlapped ||= inFlight > 1;
      batches.push(batch.map((row) => row.sourceId));
      await new Promise((resolve) => setImmediate(resolve));
      inFlight -= 1;
      if (fail) throw new Error('PostgreSQL weg');
      return batch.length;
    }),
  };
  return { batcher: new FactBatcher(facts), batches, overlapped: () => overlapped };
}

describe('FactBatcher', () => {
  it('writes facts of concurrent jobs together, one batch at a time, and each job resolves after its batch', async () => {
    const { batcher, batches, overlapped } = subject();
    await Promise.all(Array.from({ length: MAX_FACT_BATCH + 20 }, (_, index) => batcher.record(fact(index))));
    expect(batches.map((batch) => batch.length)).toEqual([MAX_FACT_BATCH, 20]);
    expect(new Set(batches.flat()).size).toBe(MAX_FACT_BATCH + 20);
    expect(overlapped()).toBe(false);
  });

  it('fails every job of a batch that could not be written, so BullMQ retries them', async () => {
    const { batcher } = subject(true);
    const results = await Promise.allSettled([batcher.record(fact(1)), batcher.record(fact(2))]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});
