import type { Job } from 'bullmq';
import type { Pool } from 'pg';
import type { ProjectAggregateJob } from '@praxisnah/contracts';
import { CompanyDocumentsConsumer, FIRST_DOCUMENTS_AS_VISITOR } from './company-documents.consumer';
import type { ProjectionOutcome, ProjectionPriority, SearchProjector } from './search-projector';

const COMPANY = '9b0d8a3c-1e2f-4c5d-8e9f-a0b1c2d3e4f5';

/** A consumer over a company whose listings come in the given id batches, and a log of what happened in which order. */
function makeConsumer(listingBatches: string[][]) {
  const log: string[] = [];
  const batches = [...listingBatches, []];
  const pool = {
    query: jest.fn(async () => {
      const rows = batches.shift() ?? [];
      log.push(`read ${rows.length}`);
      return { rows: rows.map((id) => ({ id })) };
    }),
  };
  const projected: ProjectAggregateJob[] = [];
  const priorities: ProjectionPriority[] = [];
  const projector = {
    project: jest.fn(async (job: ProjectAggregateJob, priority: ProjectionPriority = 'visitor'): Promise<ProjectionOutcome> => {
      projected.push(job);
      priorities.push(priority);
      log.push(`project ${job.aggregateId}`);
      return { status: 'upserted', version: 3, freshnessMs: 1 };
    }),
  };
  const consumer = new CompanyDocumentsConsumer(projector as unknown as SearchProjector, pool as unknown as Pool);
  return { consumer, projected, priorities, log };
}

const job = (aggregateTypes: ('listing' | 'event')[]) =>
  ({ data: { companyId: COMPANY, aggregateTypes, committedAt: '2026-11-22T09:05:00.000Z', eventId: 'e1' } }) as Job;

describe('CompanyDocumentsConsumer', () => {
  it('re-projects every listing of the company, never as stale (version 0), one batch after the other', async () => {
    const { consumer, projected, log } = makeConsumer([['a', 'b'], ['c']]);
    await expect(consumer.process(job(['listing']))).resolves.toEqual({ rebuilt: 3 });
    expect(projected.map((entry) => [entry.aggregateType, entry.aggregateId, entry.aggregateVersion])).toEqual([
      ['listing', 'a', 0],
      ['listing', 'b', 0],
      ['listing', 'c', 0],
    ]);
    expect(log).toEqual(['read 2', 'project a', 'project b', 'read 1', 'project c', 'read 0']);
  });

  it('applies the first documents of a change like a new listing and the rest behind other companies', async () => {
    const ids = (from: number, count: number) => Array.from({ length: count }, (_, index) => `l${from + index}`);
    const { consumer, priorities } = makeConsumer([ids(0, 60), ids(60, 60), ids(120, 30)]);
    await expect(consumer.process(job(['listing']))).resolves.toEqual({ rebuilt: 150 });
    expect(priorities.filter((priority) => priority === 'visitor')).toHaveLength(FIRST_DOCUMENTS_AS_VISITOR);
    expect(priorities.slice(0, FIRST_DOCUMENTS_AS_VISITOR).every((priority) => priority === 'visitor')).toBe(true);
    expect(priorities.slice(FIRST_DOCUMENTS_AS_VISITOR).every((priority) => priority === 'background')).toBe(true);
  });

  it('hands a company’s listings to the projector at once when a recent index can take them, and its events one by one', async () => {
    const { consumer, projected, log } = makeConsumer([['e1']]);
    const projector = (consumer as unknown as { projector: Record<string, unknown> }).projector;
    projector.companiesThroughRecent = true;
    projector.projectCompanyListings = jest.fn(async () => {
      log.push('company listings');
      return { listings: 2, searchableAt: Date.now() };
    });
    await expect(consumer.process(job(['listing', 'event']))).resolves.toEqual({ rebuilt: 3 });
    expect(projector.projectCompanyListings).toHaveBeenCalledWith(COMPANY, { committedAt: '2026-11-22T09:05:00.000Z', eventId: 'e1' });
    expect(projected.map((entry) => [entry.aggregateType, entry.aggregateId])).toEqual([['event', 'e1']]);
    expect(log[0]).toBe('company listings');
  });

  it('rejects a job that does not match its schema instead of guessing', async () => {
    const { consumer } = makeConsumer([]);
    await expect(consumer.process({ data: { companyId: COMPANY, aggregateTypes: [] } } as unknown as Job)).rejects.toThrow();
  });
});
