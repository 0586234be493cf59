import { createReadStream, createWriteStream, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Pool } from 'pg';
import { INDEX_SETTINGS, allListingDocuments } from '@praxisnah/read-models';
import { runOperatorCommand } from '../../infra/scripts/lib/platform';
import { BENCH_DIR } from './stack';

interface MeiliTask {
  uid: number;
  indexUid: string | null;
  status: string;
  type: string;
  duration: string | null;
  enqueuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  details?: { receivedDocuments?: number; indexedDocuments?: number };
  error?: { message: string } | null;
}

export interface IndexThroughput {
  index: string;
  documents: number;
  /** First task enqueued → last task finished (what the operator waits for, PostgreSQL reads included). */
  seconds: number;
  documentsPerSecond: number;
  /** Time Meilisearch spent processing these tasks (batched tasks share their batch's duration). */
  meiliSeconds: number;
  tasks: number;
}

export interface ReindexReport {
  exitCode: number;
  wallSeconds: number;
  indexes: IndexThroughput[];
  /** Throughput of the reindex path over its first `sampleDocuments` listing documents (to compare with the ceiling). */
  sample: { documents: number; seconds: number; documentsPerSecond: number } | null;
}

export class MeiliAdmin {
  constructor(
    readonly url: string,
    private readonly key: string,
  ) {}

  async call<T>(path: string, init: { method?: string; body?: string; contentType?: string } = {}): Promise<T> {
    const response = await fetch(`${this.url}${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${this.key}`, 'content-type': init.contentType ?? 'application/json' },
      body: init.body,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`Meilisearch ${init.method ?? 'GET'} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  async tasks(filter: string): Promise<MeiliTask[]> {
    const all: MeiliTask[] = [];
    let from: number | null = null;
    for (;;) {
      const page: { results: MeiliTask[]; next: number | null } = await this.call(
        `/tasks?limit=1000&${filter}${from !== null ? `&from=${from}` : ''}`,
      );
      all.push(...page.results);
      if (page.next === null || page.next === undefined) return all;
      from = page.next;
    }
  }

  /** Waits until no task is enqueued or processing (at most `timeoutMs`); the number still open then. */
  async drain(timeoutMs: number): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { total } = await this.call<{ total: number }>('/tasks?statuses=enqueued,processing&limit=1');
      if (total === 0 || Date.now() > deadline) return total;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async waitTask(uid: number, timeoutMs = 3_600_000): Promise<MeiliTask> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const task = await this.call<MeiliTask>(`/tasks/${uid}`);
      if (task.status === 'succeeded') return task;
      if (task.status === 'failed' || task.status === 'canceled')
        throw new Error(`Task ${uid} ${task.status}: ${task.error?.message ?? ''}`);
      if (Date.now() > deadline) throw new Error(`Task ${uid} not done in time`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** ISO 8601 duration of Meilisearch ("PT1.234S", "PT2M3.1S") in seconds. */
function durationSeconds(value: string | null): number {
  const match = value?.match(/^PT(?:(\d+)H)?(?:(\d+)M)?(?:([\d.]+)S)?$/);
  if (!match) return 0;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

/**
 * Runs the real reindex path (`npm run reindex`: the compiled operator command reading PostgreSQL in batches and
 * swapping fresh indexes in) and derives per-index throughput from Meilisearch's task log.
 */
export async function reindexThroughReal(env: Record<string, string>, meili: MeiliAdmin, sampleDocuments: number): Promise<ReindexReport> {
  const before = await meili.tasks('limit=1');
  const afterUid = before[0]?.uid ?? -1;
  const started = performance.now();
  const exitCode = await runOperatorCommand('reindex', env);
  const wallSeconds = (performance.now() - started) / 1000;
  const tasks = (await meili.tasks('types=documentAdditionOrUpdate')).filter((task) => task.uid > afterUid).sort((a, b) => a.uid - b.uid);
  const byIndex = new Map<string, MeiliTask[]>();
  for (const task of tasks) {
    const name = (task.indexUid ?? '').replace(/_rebuild_\d+$/, '');
    byIndex.set(name, [...(byIndex.get(name) ?? []), task]);
  }
  const indexes = [...byIndex.entries()].map(([index, list]) => summarise(index, list));
  const listingTasks = [...byIndex.entries()].find(([name]) => name.endsWith('listings'))?.[1] ?? [];
  return { exitCode, wallSeconds, indexes, sample: sampleOf(listingTasks, sampleDocuments) };
}

function summarise(index: string, list: MeiliTask[]): IndexThroughput {
  const documents = list.reduce((sum, task) => sum + (task.details?.indexedDocuments ?? task.details?.receivedDocuments ?? 0), 0);
  const first = Math.min(...list.map((task) => Date.parse(task.enqueuedAt)));
  const last = Math.max(...list.map((task) => Date.parse(task.finishedAt ?? task.enqueuedAt)));
  const seconds = (last - first) / 1000;
  // Tasks processed in one batch report the batch's duration each: count every distinct start once.
  const batches = new Map<string, number>();
  for (const task of list) if (task.startedAt) batches.set(task.startedAt, durationSeconds(task.duration));
  const meiliSeconds = [...batches.values()].reduce((sum, value) => sum + value, 0);
  return { index, documents, seconds, documentsPerSecond: documents / Math.max(seconds, 0.001), meiliSeconds, tasks: list.length };
}

/** Throughput of the first tasks that together hold `documents` documents. */
function sampleOf(list: MeiliTask[], documents: number): ReindexReport['sample'] {
  let count = 0;
  const taken: MeiliTask[] = [];
  for (const task of list) {
    if (count >= documents) break;
    taken.push(task);
    count += task.details?.indexedDocuments ?? task.details?.receivedDocuments ?? 0;
  }
  if (!taken.length) return null;
  const summary = summarise('sample', taken);
  return { documents: count, seconds: summary.seconds, documentsPerSecond: summary.documentsPerSecond };
}

export interface CeilingReport {
  index: string;
  documents: number;
  batchSize: number;
  /** First upload → last task finished. */
  seconds: number;
  documentsPerSecond: number;
  /** Writing the documents to NDJSON beforehand (not part of the measurement). */
  prepareSeconds: number;
}

/**
 * The ceiling: the same listing documents (the read model's builder the reindex path uses, in the same id order) written to
 * a file first, then sent straight to a scratch index with the listings settings in big batches, with nothing else
 * in between. Only Meilisearch's indexing is measured.
 */
export async function indexingCeiling(
  databaseUrl: string,
  meili: MeiliAdmin,
  options: { indexUid: string; documents: number; batchSize: number },
): Promise<CeilingReport> {
  const file = join(BENCH_DIR, 'ceiling-documents.ndjson');
  const prepareStarted = performance.now();
  const pool = new Pool({ connectionString: databaseUrl, max: 1 });
  const out = createWriteStream(file);
  let written = 0;
  try {
    for await (const batch of allListingDocuments(pool, 10_000)) {
      const take = batch.slice(0, options.documents - written);
      written += take.length;
      if (take.length && !out.write(`${take.map((document) => JSON.stringify(document)).join('\n')}\n`)) {
        await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      }
      if (written >= options.documents) break;
    }
  } finally {
    await new Promise<void>((resolve) => out.end(() => resolve()));
    await pool.end();
  }
  const prepareSeconds = (performance.now() - prepareStarted) / 1000;

  await meili.call(`/indexes/${options.indexUid}`, { method: 'DELETE' }).catch(() => undefined);
  const created = await meili.call<{ taskUid: number }>('/indexes', {
    method: 'POST',
    body: JSON.stringify({ uid: options.indexUid, primaryKey: 'id' }),
  });
  await meili.waitTask(created.taskUid);
  const settings = await meili.call<{ taskUid: number }>(`/indexes/${options.indexUid}/settings`, {
    method: 'PATCH',
    body: JSON.stringify(INDEX_SETTINGS.listings),
  });
  await meili.waitTask(settings.taskUid);

  const startedAt = Date.now();
  const uids: number[] = [];
  let lines: string[] = [];
  const upload = async () => {
    const body = lines.join('\n');
    lines = [];
    const task = await meili.call<{ taskUid: number }>(`/indexes/${options.indexUid}/documents?primaryKey=id`, {
      method: 'POST',
      body,
      contentType: 'application/x-ndjson',
    });
    uids.push(task.taskUid);
  };
  for await (const line of createInterface({ input: createReadStream(file) })) {
    if (!line) continue;
    lines.push(line);
    if (lines.length >= options.batchSize) await upload();
  }
  if (lines.length) await upload();
  let finished = 0;
  for (const uid of uids) finished = Math.max(finished, Date.parse((await meili.waitTask(uid)).finishedAt ?? new Date().toISOString()));
  const seconds = (finished - startedAt) / 1000;
  const stats = await meili.call<{ numberOfDocuments: number }>(`/indexes/${options.indexUid}/stats`);
  await meili.waitTask((await meili.call<{ taskUid: number }>(`/indexes/${options.indexUid}`, { method: 'DELETE' })).taskUid);
  rmSync(file, { force: true });
  return {
    index: options.indexUid,
    documents: stats.numberOfDocuments,
    batchSize: options.batchSize,
    seconds,
    documentsPerSecond: stats.numberOfDocuments / seconds,
    prepareSeconds,
  };
}

interface MeiliBatch {
  uid: number;
  details?: { receivedDocuments?: number; indexedDocuments?: number };
  stats: {
    totalNbTasks: number;
    indexUids: Record<string, number>;
    types: Record<string, number>;
    progressTrace?: Record<string, string>;
  };
  duration: string | null;
  startedAt: string;
}

export interface BatchProfile {
  index: string;
  batches: number;
  documentsMedian: number;
  documentsMax: number;
  durationMedianMs: number;
  durationP95Ms: number;
  /** Median time of each indexing step over the batches, slowest first (Meilisearch's own progress trace). */
  steps: { step: string; medianMs: number }[];
}

function traceMs(value: string): number {
  const match = value.match(/^([\d.]+)(µs|ms|s)$/);
  if (!match) return 0;
  const amount = Number(match[1]);
  return match[2] === 's' ? amount * 1000 : match[2] === 'ms' ? amount : amount / 1000;
}

/**
 * Where Meilisearch spends its time on small incremental batches (the projector's single-document updates): its
 * own per-batch progress trace, for the batches of one index that started after `since`.
 */
export async function batchProfile(meili: MeiliAdmin, indexUid: string, since: Date): Promise<BatchProfile> {
  const page = await meili.call<{ results: MeiliBatch[] }>(
    `/batches?limit=1000&indexUids=${indexUid}&afterStartedAt=${encodeURIComponent(since.toISOString())}`,
  );
  const batches = page.results.filter(
    (batch) =>
      batch.duration && Object.keys(batch.stats.types).every((type) => type === 'documentAdditionOrUpdate' || type === 'documentDeletion'),
  );
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const mid = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] ?? Number.NaN;
  const documents = batches.map((batch) => batch.details?.indexedDocuments ?? batch.details?.receivedDocuments ?? 0);
  const durations = sorted(batches.map((batch) => durationSeconds(batch.duration) * 1000));
  const stepTimes = new Map<string, number[]>();
  for (const batch of batches) {
    for (const [step, value] of Object.entries(batch.stats.progressTrace ?? {})) {
      // Steps directly under "indexing" (e.g. "writing geo points", "post processing words", "finalizing").
      const parts = step.split(' > ');
      if (parts.length !== 3 || parts[1] !== 'indexing') continue;
      stepTimes.set(parts[2]!, [...(stepTimes.get(parts[2]!) ?? []), traceMs(value)]);
    }
  }
  return {
    index: indexUid,
    batches: batches.length,
    documentsMedian: mid(documents),
    documentsMax: Math.max(0, ...documents),
    durationMedianMs: mid(durations),
    durationP95Ms: durations[Math.min(durations.length - 1, Math.ceil(durations.length * 0.95) - 1)] ?? Number.NaN,
    steps: [...stepTimes.entries()]
      .map(([step, values]) => ({ step, medianMs: mid(values) }))
      .sort((a, b) => b.medianMs - a.medianMs)
      .slice(0, 6),
  };
}
