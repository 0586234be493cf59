import { buildServer } from './lib/build';
import { loadEnv } from './lib/env';
import { runOperatorCommand } from './lib/platform';

/** `npm run reindex` and `npm run verify-index [-- --repair]` against the configured services. */
async function main(): Promise<void> {
  const command = process.argv[2] === 'verify-index' ? 'verify-index' : 'reindex';
  const env = loadEnv();
  await buildServer();
  process.exit(await runOperatorCommand(command, env.raw, false, process.argv.slice(3)));
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
