import { UnrecoverableError, type Job } from 'bullmq';
import type { AnalyticsFact } from '@praxisnah/contracts';
import { AnalyticsConsumer } from './analytics.consumer';
import type { AnalyticsFactRepository } from './analytics-fact.repository';
import type { FactRow } from './fact-row';

function consumerRecording(record: (facts: readonly FactRow[]) => Promise<number> = () => Promise.resolve(0)) {
  const written: FactRow[] = [];
  const repository = {
    record: (facts: readonly FactRow[]) => {
      written.push(...facts);
      return record(facts);
    },
  } as unknown as AnalyticsFactRepository;
  return { consumer: new AnalyticsConsumer(repository), written };
}

const job = (name: string, data: unknown) => ({ id: 'job-1', name, data }) as Job;

const search = (factId: string, query: string): AnalyticsFact => ({
  factId,
  type: 'search',
  occurredAt: '2026-11-27T10:00:00.000Z',
  visitorHash: 'visitor',
  entityId: null,
  companyId: null,
  vertical: 'ausbildung',
  position: null,
  search: { query, sector: '', place: '', districtCode: null, filters: {}, results: 3 },
  data: {},
});

describe('AnalyticsConsumer', () => {
  it("records every valid fact of a second's job and drops only the one that matches no schema", async () => {
    const { consumer, written } = consumerRecording();
    const tooLong = { ...search('b', 'x'), search: { ...search('b', 'x').search!, filters: { sector: 'x'.repeat(201) } } };
    await consumer.process(job('record-facts', { facts: [search('a', 'kauffrau'), tooLong, search('c', 'mfa')] }));
    expect(written.map((row) => row.sourceId)).toEqual(['fact:a', 'fact:c']);
    expect(written[1]).toMatchObject({ type: 'search', metric: 'search', vertical: 'ausbildung', perEntity: true });
  });

  it('fails the job when the write fails, so its facts are tried again', async () => {
    const down = new Error('connection terminated');
    const { consumer } = consumerRecording(() => Promise.reject(down));
    await expect(consumer.process(job('record-facts', { facts: [search('a', 'kauffrau')] }))).rejects.toBe(down);
  });

  it('gives up at once on a job name it does not know, such as the one-fact jobs of an older API', async () => {
    const { consumer } = consumerRecording();
    await expect(consumer.process(job('record-fact', search('a', 'kauffrau')))).rejects.toBeInstanceOf(UnrecoverableError);
  });
});
