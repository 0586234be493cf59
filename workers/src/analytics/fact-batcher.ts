import type { AnalyticsFactRepository } from './analytics-fact.repository';
import type { FactRow } from './fact-row';

/** Facts written together at most; and how long the first of a batch waits for company. */
export const MAX_FACT_BATCH = 500;
const MAX_WAIT_MS = 20;

interface Pending {
  fact: FactRow;
  settle: (error?: unknown) => void;
}

/**
 * Gathers the facts of concurrently running jobs into one statement: at 2,000 facts a second a statement per fact
 * would keep PostgreSQL busy upserting the same few aggregate rows. One batch is written at a time (two statements
 * upserting the same rows in different orders could deadlock); what arrives meanwhile forms the next batch. Each job
 * waits for its own batch to commit, so a failed write fails (and retries) exactly the jobs whose facts it held.
 */
export class FactBatcher {
  private pending: Pending[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing = false;

  constructor(private readonly facts: Pick<AnalyticsFactRepository, 'record'>) {}

  record(fact: FactRow): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ fact, settle: (error) => (error === undefined ? resolve() : reject(error)) });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.writing || this.pending.length === 0) return;
    if (this.pending.length >= MAX_FACT_BATCH) void this.write();
    else this.timer ??= setTimeout(() => void this.write(), MAX_WAIT_MS);
  }

  private async write(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.writing) return;
    this.writing = true;
    const batch = this.pending.splice(0, MAX_FACT_BATCH);
    try {
      await this.facts.record(batch.map((entry) => entry.fact));
      batch.forEach((entry) => entry.settle());
    } catch (error) {
      batch.forEach((entry) => entry.settle(error ?? new Error('Analytics batch failed')));
    } finally {
      this.writing = false;
      this.schedule();
    }
  }
}
