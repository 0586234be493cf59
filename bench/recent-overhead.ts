/**
 * What the recent listings' instance (read-models/src/recent-listings.ts) adds to every search while listings are
 * recent: a few searches at concurrency 1 with 0, 100 and 250 ids in the recent hash, each with its latency and the
 * CPU the API and both Meilisearch instances spent per search. The ids are made up, so neither index changes and only
 * the split search's own cost shows; the workers are paused meanwhile, or they would settle the made-up ids at once.
 * Needs the data a previous `npm run bench` (or a standalone script) left behind.
 *
 *   npx tsx bench/recent-overhead.ts [--seconds 5]
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { recentListingsChannel, recentListingsKey } from '@praxisnah/read-models';
import { buildServer } from '../infra/scripts/lib/build';
import { runLoad } from './lib/load';
import { QUERY_MIX, apiRequest } from './lib/queries';
import { ms, table } from './lib/report';
import { numberArgument, runWhenMain } from './lib/script';
import { asWebClientSends, withCpu } from './lib/search-bench';
import { BENCH_INDEX_PREFIX, startBenchServices, startPlatform, type RunningPlatform } from './lib/stack';

const QUERIES = ['text-mechatroniker', 'radius-muenchen-25', 'facet-sector-it', 'text-radius-kita-dresden-20'];
const RECENT_COUNTS = [0, 100, 250];
/** The API reads the hash again on the change notice; this leaves it time to. */
const NOTICE_MS = 2500;

/** Runs every cleanup step, each whatever the others did. */
async function settleAll(steps: readonly (() => unknown)[]): Promise<void> {
  for (const step of steps)
    await Promise.resolve()
      .then(step)
      .catch((error: unknown) => console.error(`Cleanup: ${String(error)}`));
}

async function main(): Promise<void> {
  const seconds = numberArgument(process.argv, '--seconds', 5);
  await buildServer();
  const services = await startBenchServices({ fresh: false });
  let platform: RunningPlatform | null = null;
  let redis: Redis | null = null;
  let saved: Record<string, string> | null = null;
  const uid = `${BENCH_INDEX_PREFIX}listings`;
  const key = recentListingsKey(uid);
  const rows: string[][] = [];
  try {
    const running = (platform = await startPlatform(services.env));
    const connection = (redis = new Redis(services.env.REDIS_URL!));
    saved = await connection.hgetall(key);
    const processes = { api: running.api.child.pid, large: services.meili.child?.pid, recent: services.recentMeili.child?.pid };
    process.kill(running.workers.child.pid!, 'SIGSTOP');
    for (const count of RECENT_COUNTS) {
      await connection.del(key);
      if (count)
        await connection.hset(key, Object.fromEntries(Array.from({ length: count }, (_, stamp) => [randomUUID(), String(stamp + 1)])));
      await connection.publish(recentListingsChannel(uid), 'bench');
      await new Promise((resolve) => setTimeout(resolve, NOTICE_MS));
      for (const id of QUERIES) {
        const request = apiRequest(asWebClientSends(QUERY_MIX.find((query) => query.id === id)!));
        await runLoad({ origin: running.baseUrl, connections: 1, seconds: 1, requests: [request] });
        const { result: load, cpu } = await withCpu(processes, () =>
          runLoad({ origin: running.baseUrl, connections: 1, seconds, requests: [request] }),
        );
        const perSearch = (name: string) => ms(cpu[name], 2);
        rows.push([String(count), id, ms(load.p50), ms(load.p95), perSearch('api'), perSearch('large'), perSearch('recent')]);
        console.log(rows[rows.length - 1]!.join('  '));
      }
    }
  } finally {
    // The workers first: a paused process would outlive the script.
    await settleAll([
      () => platform && process.kill(platform.workers.child.pid!, 'SIGCONT'),
      async () => {
        if (!redis) return;
        await redis.del(key);
        if (saved && Object.keys(saved).length) await redis.hset(key, saved);
      },
      () => redis?.disconnect(),
      () => platform?.stop(),
      () => services.stop(),
    ]);
  }
  console.log(
    `\n${table(['recent ids', 'query', 'p50 ms', 'p95 ms', 'API CPU ms', 'large Meilisearch CPU ms', 'recent Meilisearch CPU ms'], rows)}`,
  );
}

runWhenMain(module, main);
