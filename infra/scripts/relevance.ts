import { loadEnv } from './lib/env';
import { formatRelevance, runRelevance } from '../relevance/relevance';

/**
 * `npm run relevance`: the relevance queries (infra/relevance) against the running platform (`npm start`), printing
 * precision@5, the zero-result rate and every query whose expectation does not hold. `--api URL` for another API.
 */
async function main(): Promise<void> {
  const env = loadEnv();
  const apiFlag = process.argv.indexOf('--api');
  const baseUrl = apiFlag > 0 ? (process.argv[apiFlag + 1] ?? '') : `http://127.0.0.1:${env.PORT}`;
  const health = await fetch(`${baseUrl}/api/health`).catch(() => null);
  if (!health) throw new Error(`No API answers at ${baseUrl}: start the platform with \`npm start\` first, or pass --api URL.`);
  console.log(formatRelevance(await runRelevance(baseUrl, env.DATABASE_URL)));
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
