/**
 * 500 registrations arriving at once for an event with 100 places: checks that exactly 100 are registered and 400
 * wait (positions 1–400, none lost, no error) and prints the registration latency (p50, p95, max) and how long the
 * new count took to reach the events index.
 *
 *   npx tsx bench/event-registration.ts [--count 500] [--places 100]
 *
 * Runs the compiled API and workers on a database of its own (dropped afterwards) and the benchmark's Meilisearch.
 */
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { runMigrations } from '../api/src/database/run-migrations';
import { buildServer } from '../infra/scripts/lib/build';
import { percentile } from './lib/load';
import { ms } from './lib/report';
import { adminQuery, startBenchServices, startPlatform } from './lib/stack';
import { numberArgument } from './lib/script';

const DATABASE = 'praxisnah_bench_events';

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const count = numberArgument(argv, '--count', 500);
  const places = numberArgument(argv, '--places', 100);
  console.log('Building the server…');
  await buildServer();
  const services = await startBenchServices({ fresh: false });
  await adminQuery(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  const databaseUrl = services.databaseUrl.replace(/\/[^/]+$/, `/${DATABASE}`);
  await runMigrations(databaseUrl);
  // The benchmark stands in for the proxy: only then do the visitors' own addresses in X-Forwarded-For count, and
  // the per-address throttle (30 sign-ups a minute) is not what is measured.
  const platform = await startPlatform({
    ...services.env,
    DATABASE_URL: databaseUrl,
    MEILI_INDEX_PREFIX: 'bench_events_',
    TRUST_PROXY: '127.0.0.1',
  });
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  const query = async <T>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];
  try {
    const eventId = randomUUID();
    await query(
      `INSERT INTO events (id, title, event_date, location, city, registration_required, max_participants)
       VALUES ($1, 'Benchmark-Messe', current_date + 30, 'Halle 1', 'Köln', true, $2)`,
      [eventId, places],
    );
    console.log(`${count} registrations at once for ${places} places…`);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const sent = performance.now();
        const response = await fetch(`${platform.baseUrl}/api/events/${eventId}/registrations`, {
          method: 'POST',
          // One address per visitor, as on the day: the per-address throttle is not what is measured here.
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${index >> 8}.${index & 255}` },
          body: JSON.stringify({ name: `Besucher ${index}`, email: `besucher${index}@bench.example`, privacyAccepted: true }),
        });
        const body = (await response.json()) as { status?: string; waitingPosition?: number | null };
        return { status: response.status, outcome: body.status, position: body.waitingPosition ?? null, ms: performance.now() - sent };
      }),
    );
    const wallMs = performance.now() - started;
    const committedAt = Date.now();

    const failed = answers.filter((answer) => answer.status !== 201).length;
    const registered = answers.filter((answer) => answer.outcome === 'registered').length;
    const positions = new Set(answers.flatMap((answer) => (answer.outcome === 'waiting' && answer.position ? [answer.position] : [])));
    const rows = await query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM event_registrations WHERE event_id = $1 GROUP BY status',
      [eventId],
    );
    const inDb = Object.fromEntries(rows.map((row) => [row.status, row.n]));
    const [event] = await query<{ registration_count: number }>('SELECT registration_count FROM events WHERE id = $1', [eventId]);

    let indexMs: number | null = null;
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      const shown = await fetch(`${platform.baseUrl}/api/events/${eventId}`);
      if (shown.ok && ((await shown.json()) as { registrationCount: number }).registrationCount === places) {
        indexMs = Date.now() - committedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const expectedWaiting = Math.max(0, count - places);
    const ok =
      failed === 0 &&
      registered === Math.min(places, count) &&
      inDb.registered === registered &&
      (inDb.waiting ?? 0) === expectedWaiting &&
      positions.size === expectedWaiting &&
      event?.registration_count === registered;
    console.log(`answers: ${count - failed} × 201, ${failed} other; registered ${registered}, waiting ${count - registered - failed}`);
    console.log(
      `PostgreSQL: ${inDb.registered ?? 0} registered, ${inDb.waiting ?? 0} waiting, registration_count ${event?.registration_count}; ` +
        `waiting positions ${positions.size} distinct of ${expectedWaiting}`,
    );
    console.log(
      `registration latency: p50 ${ms(percentile(latencies, 50))} ms, p95 ${ms(percentile(latencies, 95))} ms, max ${ms(latencies.at(-1))} ms`,
    );
    console.log(
      `all ${count} answered within ${ms(wallMs, 0)} ms; count in the events index after ${indexMs === null ? 'more than 30 s' : `${indexMs} ms`}`,
    );
    console.log(ok ? 'RESULT: exact — no place given twice, none lost' : 'RESULT: WRONG');
    if (!ok) process.exitCode = 1;
  } finally {
    await db.end();
    await platform.stop();
    await services.stop();
    await adminQuery(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
