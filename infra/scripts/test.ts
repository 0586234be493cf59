import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { runMigrations } from '../../api/src/database/run-migrations';
import { seedCatalogue } from '../seed/seed-database';
import { TEST_DATABASE_PREFIX, TEST_ENV_VARIABLE, type TestEnvironment } from '../testing/test-env';
import { buildServer, buildWeb } from './lib/build';
import { ensureChromium } from './lib/chromium';
import { ROOT } from './lib/env';
import { bin, run } from './lib/run';
import { checkPostgres, checkRedis, ensureMeilisearch, freePort, FRESHNESS_NICENESS, type MeiliProcess } from './lib/services';

const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function adminQuery(sql: string): Promise<void> {
  const client = new Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Drops databases left by earlier test runs that were interrupted (their process is gone); a running one keeps its own. */
async function dropLeftoverDatabases(): Promise<void> {
  const client = new Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
      TEST_DATABASE_PREFIX,
    ]);
    for (const { datname } of rows) {
      const pid = Number(datname.slice(TEST_DATABASE_PREFIX.length).split('_')[0]);
      if (pid === process.pid || !isAlive(pid)) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  ensureChromium();
  await checkPostgres(PG_ADMIN_URL);
  await checkRedis(REDIS_URL);

  // Developers may narrow a local run (TEST_PROJECTS=integration TEST_SKIP_LINT=1); CI always runs everything.
  const projects = (process.env.TEST_PROJECTS ?? 'unit,integration,e2e').split(',');
  const build = !process.env.TEST_SKIP_BUILD;
  const lint = !process.env.TEST_SKIP_LINT;
  // tsc, ESLint and Prettier each use one core: on two cores they run in two lanes. Everything that reads the
  // workspaces' types waits for their build (the packages resolve to their dist folders).
  console.log(`▶ ${[build && 'Type-check and build', lint && 'lint'].filter(Boolean).join(', ') || 'No build, no lint'}`);
  await Promise.all([lint ? run(bin('prettier'), ['--check', '.', '--log-level', 'warn']) : null, build || lint ? buildServer() : null]);
  await Promise.all([
    (async () => {
      if (!build) return;
      // The web client with its unit specs (web/tsconfig.json alone leaves the specs out of the type-check).
      await run(bin('tsc'), ['-p', 'web/tsconfig.spec.json']);
      await run(bin('tsc'), ['-p', 'web/tsconfig.e2e.json']);
      await buildWeb(true);
    })(),
    (async () => {
      if (build) {
        await run(bin('tsc'), ['-p', 'infra']);
        // Jest strips types without checking them: the tests are type-checked here.
        await run(bin('tsc'), ['-p', 'tsconfig.tests.json']);
      }
      if (lint) await run(bin('eslint'), ['.', '--max-warnings', '0']);
    })(),
  ]);

  console.log('▶ Services for the tests');
  const envFile = join(ROOT, '.data', `test-env-${process.pid}.json`);
  await dropLeftoverDatabases();
  const meiliDir = mkdtempSync(join(tmpdir(), 'praxisnah-meili-'));
  const masterKey = randomBytes(24).toString('hex');
  const meili = await ensureMeilisearch({ url: `http://127.0.0.1:${await freePort()}`, masterKey, dataDir: meiliDir });
  // The recent listings' instance beside it, with the same master key as in every other set-up.
  const recentMeiliDir = mkdtempSync(join(tmpdir(), 'praxisnah-meili-recent-'));
  let recentMeili: MeiliProcess | null = null;
  const template = `${TEST_DATABASE_PREFIX}${process.pid}_template`;
  try {
    recentMeili = await ensureMeilisearch({
      url: `http://127.0.0.1:${await freePort()}`,
      masterKey,
      dataDir: recentMeiliDir,
      niceness: FRESHNESS_NICENESS,
    });
    console.log(`  Meilisearch at ${meili.url}, recent listings at ${recentMeili.url}`);
    await adminQuery(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    const templateUrl = new URL(PG_ADMIN_URL);
    templateUrl.pathname = `/${template}`;
    await runMigrations(templateUrl.toString());
    const client = new Client({ connectionString: templateUrl.toString() });
    await client.connect();
    await seedCatalogue(client);
    await client.end();

    const environment: TestEnvironment = {
      MEILI_URL: meili.url,
      MEILI_RECENT_URL: recentMeili.url,
      MEILI_MASTER_KEY: masterKey,
      REDIS_URL,
      PG_ADMIN_URL,
      TEMPLATE_DATABASE: template,
    };
    mkdirSync(join(ROOT, '.data'), { recursive: true });
    writeFileSync(envFile, JSON.stringify(environment, null, 2));

    const jestArgs = process.argv.slice(2);
    let failed = false;
    const totals = { passed: 0, failed: 0, skipped: 0 };
    for (const [project, workers] of [
      ['unit', '2'],
      ['integration', '2'],
      ['e2e', '2'],
    ] as const) {
      if (!projects.includes(project)) continue;
      console.log(`▶ Jest: ${project}`);
      const resultFile = join(ROOT, '.data', `jest-${project}.json`);
      rmSync(resultFile, { force: true });
      const result = spawnSync(
        bin('jest'),
        [
          ...jestArgs,
          '--selectProjects',
          project,
          '--maxWorkers',
          workers,
          '--passWithNoTests',
          '--forceExit',
          '--json',
          '--outputFile',
          resultFile,
        ],
        {
          cwd: ROOT,
          stdio: 'inherit',
          env: { ...process.env, FORCE_COLOR: '0', [TEST_ENV_VARIABLE]: envFile },
        },
      );
      if (result.status !== 0) failed = true;
      if (existsSync(resultFile)) {
        const summary = JSON.parse(readFileSync(resultFile, 'utf8')) as {
          numPassedTests: number;
          numFailedTests: number;
          numPendingTests: number;
        };
        totals.passed += summary.numPassedTests;
        totals.failed += summary.numFailedTests;
        totals.skipped += summary.numPendingTests;
      }
    }
    console.log(`\nTest run ${failed ? 'FAILED' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    // The one closing line CI reads.
    console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
    return failed ? 1 : 0;
  } finally {
    await Promise.all([meili.stop(), recentMeili?.stop()]);
    rmSync(meiliDir, { recursive: true, force: true });
    rmSync(recentMeiliDir, { recursive: true, force: true });
    rmSync(envFile, { force: true });
    await adminQuery(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => undefined);
    await dropLeftoverDatabases().catch(() => undefined);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  },
);
