/**
 * Design probe for a small "recent listings" index beside the million-listing one: can a new listing be searchable
 * within 1 s under the search load if every change first goes to a small index and the large one takes the changes
 * later? Direct to Meilisearch, no API: publishes copies of existing documents at `--rate`/s for `--seconds` while the
 * benchmark's search mix runs at 50 requests/s, and prints publish → applied in Meilisearch for three designs:
 *   - every change straight into the large index (what the projector does today);
 *   - a small index in the same Meilisearch, merged into the large one every `--merge-every` s in slices of `--slice`;
 *   - a small index in a second Meilisearch process, merged into the large one continuously.
 *
 * `--fanout N`: 30 s into each run, N documents of the large index change at once (a company's rename reaching its
 * listings) and go the same way in slices of 500, each sent when the one before is applied; printed: the time until
 * all are applied, and the others' publish → applied meanwhile.
 *
 *   npx tsx bench/overlay-experiment.ts [--rate 20] [--seconds 90] [--merge-every 30] [--slice 300] [--fanout 10000]
 *     [--only direct,same,second]
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { ensureMeilisearch, freePort } from '../infra/scripts/lib/services';
import { percentile, runLoad, type HttpRequestSpec } from './lib/load';
import { MeiliAdmin } from './lib/indexing';
import { captureMeiliRequest } from './lib/meili-request';
import { QUERY_MIX } from './lib/queries';
import { asWebClientSends } from './lib/search-bench';
import { BENCH_DIR, BENCH_INDEX_PREFIX, BENCH_MEILI_KEY, startBenchServices } from './lib/stack';

const MAIN = `${BENCH_INDEX_PREFIX}listings`;
const RECENT = `${BENCH_INDEX_PREFIX}listings_recent`;
type Doc = Record<string, unknown> & { id: string };
type Task = { taskUid: number };

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `n ${sorted.length} p50 ${percentile(sorted, 50).toFixed(0)} p95 ${percentile(sorted, 95).toFixed(0)} max ${(sorted[sorted.length - 1] ?? 0).toFixed(0)} ms`;
};

type Design = 'direct' | 'same' | 'second';
const FANOUT_SLICE = 500;

async function main(): Promise<void> {
  const rate = arg('--rate', 20);
  const seconds = arg('--seconds', 90);
  const mergeEvery = arg('--merge-every', 30) * 1000;
  const slice = arg('--slice', 300);
  const fanout = arg('--fanout', 0);
  const onlyIndex = process.argv.indexOf('--only');
  const designs = (onlyIndex >= 0 ? process.argv[onlyIndex + 1]!.split(',') : ['direct', 'same', 'second']) as Design[];
  const services = await startBenchServices({ fresh: false });
  const meili = new MeiliAdmin(services.env.MEILI_URL!, services.env.MEILI_MASTER_KEY!);
  const secondProcess = await ensureMeilisearch({
    url: `http://127.0.0.1:${await freePort()}`,
    masterKey: BENCH_MEILI_KEY,
    dataDir: join(BENCH_DIR, 'meili-recent'),
  });
  const second = new MeiliAdmin(secondProcess.url, BENCH_MEILI_KEY);
  // The copies published go again, so the benchmark's index keeps matching its database.
  let cleanup = async () => {};
  try {
    const settings = await meili.call<Record<string, unknown>>(`/indexes/${MAIN}/settings`);
    for (const small of [meili, second]) {
      await small.call(`/indexes/${RECENT}`, { method: 'DELETE' }).catch(() => null);
      await small.drain(60_000);
      await small.waitTask(
        (await small.call<Task>('/indexes', { method: 'POST', body: JSON.stringify({ uid: RECENT, primaryKey: 'id' }) })).taskUid,
      );
      await small.waitTask(
        (await small.call<Task>(`/indexes/${RECENT}/settings`, { method: 'PATCH', body: JSON.stringify(settings) })).taskUid,
      );
    }
    const needed = Math.ceil(rate * seconds * designs.length * 1.1) + fanout;
    const source = (await meili.call<{ results: Doc[] }>(`/indexes/${MAIN}/documents?limit=${needed}&offset=200000`)).results;
    let next = 0;
    const added: string[] = [];
    const fresh = (): Doc => {
      const doc = { ...source[next++ % source.length]!, id: randomUUID() };
      added.push(doc.id);
      return doc;
    };
    // The documents a fan-out rewrites: existing ones, changed in a field every search shows.
    const changed = source.slice(source.length - fanout);
    cleanup = async () => {
      // The changed documents as they were: the projector's version checks would refuse later real updates otherwise.
      if (changed.length)
        await meili.waitTask(
          (await meili.call<Task>(`/indexes/${MAIN}/documents`, { method: 'PUT', body: JSON.stringify(changed) })).taskUid,
        );
      await meili.waitTask(
        (await meili.call<Task>(`/indexes/${MAIN}/documents/delete-batch`, { method: 'POST', body: JSON.stringify(added) })).taskUid,
      );
    };

    const searchRequests: HttpRequestSpec[] = [];
    for (const raw of QUERY_MIX) {
      const captured = await captureMeiliRequest(asWebClientSends(raw), BENCH_INDEX_PREFIX, {
        origin: meili.url,
        key: services.env.MEILI_MASTER_KEY!,
      });
      for (const phase of captured.phases)
        searchRequests.push({
          method: 'POST',
          path: '/multi-search',
          body: JSON.stringify(phase),
          headers: { authorization: `Bearer ${services.env.MEILI_MASTER_KEY}` },
        });
    }

    async function run(design: Design): Promise<void> {
      const small = design === 'second' ? second : meili;
      const latencies: { at: number; ms: number }[] = [];
      const mergeTasks: number[] = [];
      let waiting: { doc: Doc; at: number }[] = [];
      const toMerge: Doc[] = [];
      let publishing = true;
      const publisher = (async () => {
        const started = performance.now();
        for (let index = 0; index < rate * seconds; index++) {
          const due = started + (index * 1000) / rate;
          if (due > performance.now()) await sleep(due - performance.now());
          waiting.push({ doc: fresh(), at: performance.now() });
        }
        publishing = false;
      })();
      // The projector: whatever arrived while the previous task was applied goes as one task, then waits for it.
      const projector = (async () => {
        while (publishing || waiting.length) {
          if (!waiting.length) {
            await sleep(10);
            continue;
          }
          const batch = waiting;
          waiting = [];
          const target = design === 'direct' ? meili : small;
          const uid = design === 'direct' ? MAIN : RECENT;
          const task = await target.call<Task>(`/indexes/${uid}/documents`, {
            method: 'POST',
            body: JSON.stringify(batch.map(({ doc }) => doc)),
          });
          await waitFast(target, task.taskUid);
          const now = performance.now();
          for (const { doc, at } of batch) {
            latencies.push({ at, ms: now - at });
            toMerge.push(doc);
          }
        }
      })();
      // The small index's documents go on to the large one: in the same Meilisearch every `mergeEvery` in slices (each
      // slice holds up the small index's next task); in a second one whenever there are any.
      const merger = (async () => {
        if (design === 'direct') return;
        while (publishing || (design === 'second' && toMerge.length)) {
          if (design === 'same') await sleep(mergeEvery);
          else if (!toMerge.length) {
            await sleep(50);
            continue;
          }
          const pending = toMerge.splice(0);
          const size = design === 'same' ? slice : pending.length;
          for (let from = 0; from < pending.length; from += size) {
            const started = performance.now();
            const part = pending.slice(from, from + size);
            await waitFast(
              meili,
              (await meili.call<Task>(`/indexes/${MAIN}/documents`, { method: 'POST', body: JSON.stringify(part) })).taskUid,
            );
            await waitFast(
              small,
              (
                await small.call<Task>(`/indexes/${RECENT}/documents/delete-batch`, {
                  method: 'POST',
                  body: JSON.stringify(part.map((doc) => doc.id)),
                })
              ).taskUid,
            );
            mergeTasks.push(performance.now() - started);
          }
        }
      })();
      const fanoutRun = (async () => {
        if (!fanout) return null;
        await sleep(30_000);
        const started = performance.now();
        const target = design === 'direct' ? meili : small;
        const uid = design === 'direct' ? MAIN : RECENT;
        for (let from = 0; from < changed.length; from += FANOUT_SLICE) {
          const part = changed.slice(from, from + FANOUT_SLICE).map((doc) => ({ ...doc, version: Number(doc.version ?? 0) + 1 }));
          await waitFast(
            target,
            (await target.call<Task>(`/indexes/${uid}/documents`, { method: 'POST', body: JSON.stringify(part) })).taskUid,
          );
          if (design !== 'direct') toMerge.push(...part);
        }
        return { started, ms: performance.now() - started };
      })();
      const load = runLoad({ origin: meili.url, requests: searchRequests, connections: 8, seconds: seconds + 5, rate: 50 });
      const [fanned] = await Promise.all([fanoutRun, publisher, projector, merger]);
      const searched = await load;
      const held = await small.call<{ numberOfDocuments: number }>(`/indexes/${RECENT}/stats`);
      console.log(
        `${LABELS[design]}: publish → applied ${summary(latencies.map(({ ms }) => ms))}; search mix ${searched.rps.toFixed(1)}/s p50 ${searched.p50.toFixed(0)} p95 ${searched.p95.toFixed(0)} ms`,
      );
      if (mergeTasks.length)
        console.log(
          `  merges into the large index (+ delete from the small one): ${summary(mergeTasks)}; small index holds ${held.numberOfDocuments} at the end`,
        );
      if (fanned) {
        const during = latencies.filter(({ at }) => at >= fanned.started && at <= fanned.started + fanned.ms).map(({ ms }) => ms);
        console.log(
          `  ${fanout} changed documents applied after ${fanned.ms.toFixed(0)} ms; others' publish → applied meanwhile ${summary(during)}`,
        );
      }
      await meili.drain(300_000);
    }

    for (const design of designs) await run(design);
  } finally {
    await cleanup();
    for (const small of [meili, second]) await small.call(`/indexes/${RECENT}`, { method: 'DELETE' }).catch(() => null);
    await secondProcess.stop();
    await services.stop();
  }
}

const LABELS: Record<Design, string> = {
  direct: 'straight into the large index',
  same: 'small index in the same Meilisearch',
  second: 'small index in a second Meilisearch',
};

/** Polls a task every 10 ms: the projector learns of a finished task about as fast as its own waiting does. */
async function waitFast(meili: MeiliAdmin, uid: number): Promise<void> {
  for (;;) {
    const task = await meili.call<{ status: string; error?: { message: string } }>(`/tasks/${uid}`);
    if (task.status === 'succeeded') return;
    if (task.status === 'failed' || task.status === 'canceled') throw new Error(`task ${uid} ${task.status}: ${task.error?.message}`);
    await sleep(10);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
