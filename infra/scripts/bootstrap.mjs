#!/usr/bin/env node
// Entry point of `npm start` and `npm test` on a fresh clone: uses only Node built-ins, installs the
// dependencies when they are missing or older than the lock file, then hands over to the TypeScript script.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Praxisnah needs Node.js 20.19 or newer (found ${process.versions.node}).`);
  process.exit(1);
}

const installedMarker = join(root, 'node_modules', '.package-lock.json');
const lockFile = join(root, 'package-lock.json');
const needsInstall =
  !existsSync(installedMarker) || (existsSync(lockFile) && statSync(lockFile).mtimeMs > statSync(installedMarker).mtimeMs);
if (needsInstall) {
  // `npm install` rather than `npm ci`: npm records only this platform's optional native packages in the lock
  // file, which `npm ci` then rejects as out of sync; with exact pins and the lock file, install is just as fixed.
  console.log('Installing dependencies (npm install)…');
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

const [command = 'start', ...args] = process.argv.slice(2);
const scripts = {
  start: 'infra/scripts/start.ts',
  test: 'infra/scripts/test.ts',
  migrate: 'infra/scripts/migrate.ts',
  seed: 'infra/seed/cli.ts',
  reindex: 'infra/scripts/operator.ts',
  'verify-index': 'infra/scripts/operator.ts',
  bench: 'bench/run.ts',
  relevance: 'infra/scripts/relevance.ts',
  'create-admin': 'infra/scripts/create-admin.ts',
};
const script = scripts[command];
if (!script) {
  console.error(`Unknown command "${command}". Known: ${Object.keys(scripts).join(', ')}`);
  process.exit(1);
}
// Every script imports the contracts and read-models packages at load time (start and test through the migrations,
// whose region data comes from the API's gazetteer), so they are built first; start and test then build the rest.
const packages = [join(root, 'contracts'), join(root, 'read-models')];
const built = spawnSync(join(root, 'node_modules', '.bin', 'tsc'), ['-b', ...packages], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
const extra = script === 'infra/scripts/operator.ts' ? [command] : [];
const child = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), [join(root, script), ...extra, ...args], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(child.status ?? (child.signal ? 130 : 1));
