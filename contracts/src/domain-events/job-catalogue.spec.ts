import { SAMPLE_LISTING_CREATED } from './domain-event.schema';
import { COMPANY_RECOUNT_DELAY_MS, planJobsFor, projectAggregateJobSchema } from './job-catalogue';

describe('planJobsFor', () => {
  it('projects the listing, records analytics and recounts its company', () => {
    const jobs = planJobsFor(SAMPLE_LISTING_CREATED);
    expect(jobs.map((job) => [job.queue, job.name])).toEqual([
      ['search-projection', 'project-aggregate'],
      ['analytics', 'record-domain-event'],
      ['search-projection', 'project-aggregate'],
    ]);
    for (const job of jobs.filter((candidate) => candidate.queue === 'search-projection'))
      expect(() => projectAggregateJobSchema.parse(job.data)).not.toThrow();
  });

  it('derives fixed job ids from the event id, so a replayed outbox record cannot enqueue twice', () => {
    const [first, second] = [planJobsFor(SAMPLE_LISTING_CREATED), planJobsFor(SAMPLE_LISTING_CREATED)];
    expect(first.map((job) => job.jobId)).toEqual(second.map((job) => job.jobId));
    expect(first[0]!.jobId).toBe(`${SAMPLE_LISTING_CREATED.eventId}-listing`);
    expect(first.every((job) => !job.jobId?.includes(':'))).toBe(true);
  });

  it('coalesces company recounts per company instead of fixing their id', () => {
    const recount = planJobsFor(SAMPLE_LISTING_CREATED)[2]!;
    expect(recount.jobId).toBeUndefined();
    expect(recount.coalesceKey).toBe(`recount-company-${SAMPLE_LISTING_CREATED.companyId}`);
    expect(recount.data).toMatchObject({ aggregateType: 'company', aggregateVersion: 0 });
  });

  it('lets company recounts wait so that the listing itself is projected first', () => {
    const [listing, , recount] = planJobsFor(SAMPLE_LISTING_CREATED);
    expect(listing!.delayMs).toBeUndefined();
    expect(recount!.delayMs).toBe(COMPANY_RECOUNT_DELAY_MS);
  });
});
