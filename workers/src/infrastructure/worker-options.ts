import { loadWorkersConfig } from './workers-config';

const config = loadWorkersConfig();

/**
 * Options for every BullMQ consumer. A job whose worker died keeps its lock until JOB_LOCK_MS passes; then the
 * stalled-job check hands it to another worker, so a killed worker delays a job but never loses it.
 */
export function workerOptions(concurrency: number) {
  return { concurrency, lockDuration: config.JOB_LOCK_MS, stalledInterval: config.JOB_LOCK_MS, maxStalledCount: 10 };
}
