import {
  projectAggregateJobSchema,
  rebuildCompanyDocumentsJobSchema,
  SAMPLE_COMPANY_PROFILE_CHANGED,
  SAMPLE_LISTING_CREATED,
} from '@praxisnah/contracts';
import { COMPANY_RECOUNT_DELAY_MS, planJobsFor } from './job-plan';

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

  it('rebuilds the listings and events of a company that renamed itself and moved, in a job of its own', () => {
    const jobs = planJobsFor(SAMPLE_COMPANY_PROFILE_CHANGED);
    expect(jobs.map((job) => [job.queue, job.name])).toEqual([
      ['search-projection', 'project-aggregate'],
      ['analytics', 'record-domain-event'],
      ['search-fanout', 'rebuild-company-documents'],
    ]);
    const fanout = rebuildCompanyDocumentsJobSchema.parse(jobs[2]!.data);
    expect(fanout).toMatchObject({ companyId: SAMPLE_COMPANY_PROFILE_CHANGED.aggregateId, aggregateTypes: ['listing', 'event'] });
    expect(jobs[2]!.jobId).toBe(`${SAMPLE_COMPANY_PROFILE_CHANGED.eventId}-fanout`);
  });

  it('rebuilds only the company document when only its logo changed', () => {
    const logo = {
      ...SAMPLE_COMPANY_PROFILE_CHANGED,
      type: 'company.image-changed',
      payload: { name: 'Nordlicht Werkstatt GmbH', image: 'logo', url: '/uploads/logo.png' },
    } as const;
    expect(planJobsFor(logo).map((job) => job.name)).toEqual(['project-aggregate', 'record-domain-event']);
  });
});
