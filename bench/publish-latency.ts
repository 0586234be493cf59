/**
 * The publishing request itself (POST /api/internships, as one company): its latency and the API's CPU per request,
 * first one at a time on an idle platform, then at 20 per second while the search mix runs at 50 requests/s (the
 * freshness phase's load, without watching for the listings in search).
 *
 *   npx tsx bench/publish-latency.ts [--listings 20000] [--count 200] [--rate 20]
 *
 * Runs on the benchmark's own database, Meilisearch and queue prefix (reused when a previous run left them).
 */
import { newInternship } from '../infra/testing/http';
import { login } from './lib/freshness';
import { percentile, runLoad } from './lib/load';
import { cpuSecondsOf } from './lib/memory';
import { apiRequest, QUERY_MIX } from './lib/queries';
import { ms } from './lib/report';
import { listingsArgument, startStandaloneStack } from './lib/standalone';
import { numberArgument, runWhenMain } from './lib/script';

/** CPU time (user + system) a process has used so far, in ms. */
const cpuMs = (pid: number) => (cpuSecondsOf(pid) ?? Number.NaN) * 1000;

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const count = numberArgument(argv, '--count', 200);
  const rate = numberArgument(argv, '--rate', 20);
  const stack = await startStandaloneStack(listingsArgument(argv, 20_000), console.log);
  try {
    const baseUrl = stack.platform.baseUrl;
    const apiPid = stack.platform.api.child.pid!;
    const token = await login(baseUrl);
    const publish = async (index: number): Promise<number> => {
      const sentAt = performance.now();
      const response = await fetch(`${baseUrl}/api/internships`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(newInternship({ title: `Praktikum Latenzmessung Nr ${index + 1} (m/w/d)` })),
      });
      await response.text();
      if (response.status !== 201) throw new Error(`publish ${index + 1} answered ${response.status}`);
      return performance.now() - sentAt;
    };
    const report = (label: string, latencies: number[], cpuBefore: number, extra = '') => {
      latencies.sort((a, b) => a - b);
      const cpu = (cpuMs(apiPid) - cpuBefore) / latencies.length;
      console.log(
        `${label}: p50 ${ms(percentile(latencies, 50))} ms, p95 ${ms(percentile(latencies, 95))} ms, ` +
          `API CPU ${ms(cpu)} ms per publish${extra}`,
      );
    };

    for (let index = 0; index < 10; index++) await publish(index); // warm-up
    let cpuBefore = cpuMs(apiPid);
    const alone: number[] = [];
    for (let index = 0; index < 50; index++) alone.push(await publish(index));
    report('One at a time, idle platform', alone, cpuBefore);

    const load = runLoad({ origin: baseUrl, requests: QUERY_MIX.map(apiRequest), connections: 8, rate: 50, seconds: count / rate + 5 });
    cpuBefore = cpuMs(apiPid);
    const started = performance.now();
    const publishes: Promise<number>[] = [];
    for (let index = 0; index < count; index++) {
      const wait = started + (index * 1000) / rate - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      publishes.push(publish(index));
    }
    const underLoad = await Promise.all(publishes);
    report(`${rate}/s under the search mix`, underLoad, cpuBefore, ' (with the searches meanwhile)');
    const searches = await load;
    console.log(`Search mix meanwhile: ${searches.rps.toFixed(1)} req/s, p50 ${ms(searches.p50)} ms, p95 ${ms(searches.p95)} ms`);
  } finally {
    await stack.stop();
  }
}

runWhenMain(module, main);
