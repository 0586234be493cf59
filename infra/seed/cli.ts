/**
 * Seeds PostgreSQL.
 *
 *   tsx infra/seed/cli.ts                       catalogue + demo data, only into an empty database
 *   tsx infra/seed/cli.ts --listings 1000000    catalogue + synthetic companies and listings (benchmark)
 *     [--companies N] [--seed S] [--batch-size N] [--concurrency N]
 *
 * DATABASE_URL defaults to the local development database.
 */
import { Pool } from 'pg';
import { z } from 'zod';
import { seedDemoAnalytics } from './demo-analytics';
import { DEMO_SEED, buildRegions, generateDemoData } from './demo-data';
import {
  countSeededRows,
  insertCompanies,
  insertListingsStream,
  isDatabaseEmpty,
  loadCatalogueIds,
  seedCatalogue,
  seedDemoData,
  seedRegions,
} from './seed-database';
import { syntheticCompanies, syntheticListings } from './synthetic-listings';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/praxisnah';

const positiveInt = z.coerce.number().int().positive();

const optionsSchema = z.object({
  listings: positiveInt.optional(),
  companies: positiveInt.optional(),
  seed: z.coerce.number().int().nonnegative().default(DEMO_SEED),
  batchSize: positiveInt.default(5000),
  concurrency: positiveInt.max(16).default(2),
  databaseUrl: z.string().min(1).default(DEFAULT_DATABASE_URL),
});
type CliOptions = z.infer<typeof optionsSchema>;

const FLAGS: Record<string, keyof CliOptions> = {
  '--listings': 'listings',
  '--companies': 'companies',
  '--seed': 'seed',
  '--batch-size': 'batchSize',
  '--concurrency': 'concurrency',
};

/** Accepts "--listings 1000" and "--listings=1000"; unknown flags stop the run instead of being silently ignored. */
export function parseCliOptions(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): CliOptions {
  const raw: Record<string, string | undefined> = { databaseUrl: env.DATABASE_URL || undefined };
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? '';
    const [flag = '', inlineValue] = argument.split('=', 2);
    const key = FLAGS[flag];
    if (!key) throw new Error(`Unbekannte Option: ${argument}. Erlaubt: ${Object.keys(FLAGS).join(', ')}`);
    const value = inlineValue ?? argv[++index];
    if (value === undefined) throw new Error(`Option ${flag} braucht einen Wert.`);
    raw[key] = value.replace(/[_.]/g, '');
  }
  return optionsSchema.parse(raw);
}

function format(count: number): string {
  return count.toLocaleString('de-DE');
}

async function seedDemo(pool: Pool, options: CliOptions): Promise<void> {
  const client = await pool.connect();
  try {
    if (!(await isDatabaseEmpty(client))) {
      await seedCatalogue(client);
      console.log('Die Datenbank enthält bereits Unternehmen – Katalog aktualisiert, Demo-Daten übersprungen.');
      return;
    }
    const generatedAt = process.hrtime.bigint();
    const data = generateDemoData(options.seed);
    const generateSeconds = Number(process.hrtime.bigint() - generatedAt) / 1e9;
    const counts = await seedDemoData(client, data);
    console.log(
      `Demo-Daten (Seed ${options.seed}): ${counts.companies} Unternehmen, ${counts.listings} Angebote, ${counts.events} Veranstaltungen, ` +
        `${counts.users} Benutzer, ${counts.regions} Regionen – erzeugt in ${generateSeconds.toFixed(2)} s, geschrieben in ${counts.seconds.toFixed(2)} s.`,
    );
    console.log(`Tabellen: ${JSON.stringify(await countSeededRows(client))}`);
    const analytics = await seedDemoAnalytics(pool, options.seed);
    console.log(`Analyse: ${format(analytics.facts)} Ereignisse aus 90 Tagen gezählt in ${analytics.seconds.toFixed(1)} s.`);
  } finally {
    client.release();
  }
}

async function seedSynthetic(pool: Pool, options: CliOptions): Promise<void> {
  const listingCount = options.listings ?? 0;
  // Roughly 50 listings per company, like a busy marketplace; at least 50 companies so small runs still spread out.
  const companyCount = options.companies ?? Math.max(50, Math.ceil(listingCount / 50));
  await seedCatalogue(pool);
  await seedRegions(pool, buildRegions());
  const ids = await loadCatalogueIds(pool);

  const companiesStartedAt = process.hrtime.bigint();
  const companies = syntheticCompanies(companyCount, options.seed);
  const insertedCompanies = await insertCompanies(pool, companies, ids);
  const companySeconds = Number(process.hrtime.bigint() - companiesStartedAt) / 1e9;
  console.log(
    `${format(insertedCompanies)} von ${format(companyCount)} synthetischen Unternehmen geschrieben in ${companySeconds.toFixed(2)} s.`,
  );
  if (listingCount === 0) return;

  let nextReport = 100_000;
  const stats = await insertListingsStream(pool, syntheticListings(listingCount, options.seed, companies), options.batchSize, {
    concurrency: options.concurrency,
    onProgress: (inserted, seconds) => {
      if (inserted < nextReport) return;
      nextReport += 100_000;
      console.log(`  … ${format(inserted)} Angebote, ${format(Math.round(inserted / seconds))} Zeilen/s`);
    },
  });
  console.log(
    `${format(stats.rows)} synthetische Angebote geschrieben in ${stats.seconds.toFixed(1)} s ` +
      `(${format(Math.round(stats.rowsPerSecond))} Zeilen/s, Batch ${options.batchSize}, ${options.concurrency} Verbindungen).`,
  );
}

export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  const options = parseCliOptions(argv);
  const pool = new Pool({ connectionString: options.databaseUrl, max: options.concurrency + 1 });
  const startedAt = process.hrtime.bigint();
  try {
    if (options.listings !== undefined || options.companies !== undefined) await seedSynthetic(pool, options);
    else await seedDemo(pool, options);
    console.log(`Fertig in ${(Number(process.hrtime.bigint() - startedAt) / 1e9).toFixed(2)} s.`);
  } finally {
    await pool.end();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`Seed fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
