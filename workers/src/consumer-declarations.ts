import { QUEUES } from '@praxisnah/contracts';
import type { JobConsumerDeclaration } from './job-catalogue-check';

/** Which consumer handles which catalogued jobs; checked against the catalogue at boot. */
export const CONSUMER_DECLARATIONS: readonly JobConsumerDeclaration[] = [
  { queue: QUEUES.searchProjection, jobs: ['project-aggregate'] },
  { queue: QUEUES.searchFanout, jobs: ['rebuild-company-documents'] },
  { queue: QUEUES.analytics, jobs: ['record-domain-event', 'record-facts'] },
  { queue: QUEUES.regionReassignment, jobs: ['reassign-regions'] },
  {
    queue: QUEUES.maintenance,
    jobs: ['expire-listings', 'prune-analytics', 'purge-event-registrations', 'send-event-reminders', 'dun-unpaid-invoices'],
  },
];
