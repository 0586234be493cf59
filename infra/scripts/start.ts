import { join } from 'node:path';
import { buildServer, buildWeb } from './lib/build';
import { prepareDatabase } from './lib/database';
import { loadEnv, ROOT } from './lib/env';
import { runOperatorCommand, startService, waitForHealth, type PlatformProcess } from './lib/platform';
import { indexNeedsBuilding } from './lib/index-shape';
import { ensureSearchKey } from './lib/search-key';
import { checkPostgres, checkRedis, ensureMeilisearch, FRESHNESS_NICENESS, type MeiliProcess } from './lib/services';
import { supervise } from './lib/supervisor';
import { startLocalDevMailbox } from '../mailbox/dev-mailbox';

/** Where `npm start` runs the recent listings' Meilisearch unless MEILI_RECENT_URL names another. */
const LOCAL_MEILI_RECENT_URL = 'http://127.0.0.1:7701';

const DEMO_LOGINS: [role: string, email: string, password: string][] = [
  ['Unternehmen', 'firma@demo.example', 'demo-passwort'],
  ['Zweites Unternehmen', 'firma2@demo.example', 'demo-passwort'],
  ['Admin', 'admin@demo.example', 'admin-passwort'],
  ['Regionalmanager', 'region@demo.example', 'demo-passwort'],
];

/** `npm start`: services, build, migrations, demo data, workers and API on one origin; Ctrl-C stops what it started. */
async function main(): Promise<void> {
  const started = Date.now();
  const env = loadEnv();
  const dataDir = join(ROOT, env.DATA_DIR);
  const stoppables: { stop(): Promise<void> }[] = [];
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Praxisnah…');
    for (const item of stoppables.reverse()) await item.stop().catch(() => undefined);
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  try {
    await checkPostgres(env.DATABASE_URL);
    await checkRedis(env.REDIS_URL);
    const recentUrl = env.MEILI_RECENT_URL ?? LOCAL_MEILI_RECENT_URL;
    // The second, small instance holds the listings changed in the last seconds (read-models/src/recent-listings.ts);
    // it shares the master key, so the API's search key is the same on both.
    for (const [name, url, folder, niceness] of [
      ['Meilisearch', env.MEILI_URL, 'meilisearch', undefined],
      ['Meilisearch (recent listings)', recentUrl, 'meilisearch-recent', FRESHNESS_NICENESS],
    ] as const) {
      const startMeili = () => ensureMeilisearch({ url, masterKey: env.MEILI_MASTER_KEY, dataDir: join(dataDir, folder), niceness });
      const meili: MeiliProcess = await startMeili();
      // One that was already running belongs to someone else; only the one started here is restarted.
      stoppables.push(meili.child ? supervise(name, meili, startMeili) : meili);
      console.log(meili.child ? `Started ${name} at ${url}` : `Using ${name} at ${url}`);
    }

    console.log('Building…');
    await buildServer();
    await buildWeb();

    const { migrations, seeded } = await prepareDatabase(env.DATABASE_URL, { demoData: true });
    if (migrations.length) console.log(`Applied migrations: ${migrations.join(', ')}`);
    if (seeded) console.log('Seeded the German demo data.');

    const childEnv = {
      ...env.raw,
      MEILI_URL: env.MEILI_URL,
      MEILI_RECENT_URL: recentUrl,
      MEILI_MASTER_KEY: env.MEILI_MASTER_KEY,
      MEILI_SEARCH_KEY: await ensureSearchKey({ ...env, MEILI_RECENT_URL: recentUrl }),
      NODE_ENV: 'production',
      // The services refuse to start in production without it; locally it is the address printed below.
      PUBLIC_ORIGIN: env.PUBLIC_ORIGIN,
    };
    // Accounts: a local mailbox catches verification and password mails, unless SMTP_URL points at a real server.
    let mailboxLine: string | null = null;
    if (!env.SMTP_URL) {
      let moved: string | null = null;
      const mailbox = await startLocalDevMailbox({ storeDir: join(dataDir, 'mailbox'), log: (line) => (moved = line) });
      stoppables.push(mailbox);
      Object.assign(childEnv, { SMTP_URL: mailbox.smtpUrl });
      // Said again at the end, where the developer looks for the addresses.
      mailboxLine = moved ?? `Entwickler-Postfach (alle E-Mails): ${mailbox.httpUrl}`;
      if (moved) console.log(moved);
    }
    const logDir = join(dataDir, 'logs');
    const startWorkers = () => startService('workers', childEnv, logDir);
    stoppables.push(supervise('workers', startWorkers(), startWorkers));
    if (seeded || (await indexNeedsBuilding(env.MEILI_URL, env.MEILI_MASTER_KEY, env.MEILI_INDEX_PREFIX))) {
      console.log('Building the search indexes…');
      if ((await runOperatorCommand('reindex', childEnv, true)) !== 0) throw new Error('Reindex failed; see above.');
    }
    const startApi = () => startService('api', childEnv, logDir);
    const api: PlatformProcess = startApi();
    stoppables.push(api);
    const baseUrl = `http://localhost:${env.PORT}`;
    // An API that cannot start at all stops `npm start` with its reason; once up, a crash restarts it.
    await waitForHealth(baseUrl, 60_000, () => api.child.exitCode === null);
    stoppables.splice(stoppables.indexOf(api), 1, supervise('api', api, startApi));
    console.log(`\nPraxisnah läuft auf ${baseUrl}  (bereit nach ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    console.log('Demo-Zugänge:');
    for (const [role, email, password] of DEMO_LOGINS) console.log(`  ${role.padEnd(20)} ${email} / ${password}`);
    if (mailboxLine) console.log(mailboxLine);
    console.log(`Logs: ${logDir}   Beenden mit Strg+C.`);
  } catch (error) {
    console.error((error as Error).message);
    await shutdown(1);
  }
}

void main();
