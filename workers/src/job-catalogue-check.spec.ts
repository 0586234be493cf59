import { assertJobCatalogue } from './job-catalogue-check';
import { CONSUMER_DECLARATIONS } from './consumer-declarations';

describe('assertJobCatalogue', () => {
  it('accepts the consumers the workers actually register', () => {
    expect(() => assertJobCatalogue(CONSUMER_DECLARATIONS)).not.toThrow();
  });

  it('stops the boot when a catalogued job has no consumer', () => {
    const withoutAnalytics = CONSUMER_DECLARATIONS.filter((consumer) => consumer.queue !== 'analytics');
    expect(() => assertJobCatalogue(withoutAnalytics)).toThrow(/analytics\/record-domain-event has 0 handlers/);
  });

  it('stops the boot when a job has two consumers', () => {
    expect(() => assertJobCatalogue([...CONSUMER_DECLARATIONS, { queue: 'maintenance', jobs: ['expire-listings'] }])).toThrow(/2 handlers/);
  });

  it('stops the boot when a consumer handles a job the catalogue does not know', () => {
    expect(() => assertJobCatalogue([...CONSUMER_DECLARATIONS, { queue: 'analytics', jobs: ['send-mail'] }])).toThrow(
      /not in the job catalogue/,
    );
  });
});
