import { JOB_CATALOGUE, type QueueName } from '@praxisnah/contracts';

export interface JobConsumerDeclaration {
  queue: QueueName;
  jobs: readonly string[];
}

/** Stops the process at boot when a catalogued job has no consumer, two consumers, or a consumer handles an unknown job. */
export function assertJobCatalogue(consumers: readonly JobConsumerDeclaration[]): void {
  const problems: string[] = [];
  for (const [queue, jobs] of Object.entries(JOB_CATALOGUE)) {
    for (const job of Object.keys(jobs)) {
      const handlers = consumers.filter((consumer) => consumer.queue === queue && consumer.jobs.includes(job)).length;
      if (handlers !== 1) problems.push(`${queue}/${job} has ${handlers} handlers`);
    }
  }
  for (const consumer of consumers) {
    const known = JOB_CATALOGUE[consumer.queue] as Record<string, unknown>;
    for (const job of consumer.jobs) if (!(job in known)) problems.push(`${consumer.queue}/${job} is not in the job catalogue`);
  }
  if (problems.length) throw new Error(`Job catalogue mismatch: ${problems.join('; ')}`);
}
