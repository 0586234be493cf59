import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './env';
import { bin, run } from './run';

/** Newest modification time of the given files and of any file below the given folders (node_modules and dist skipped). */
function newestMtime(folders: string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = join(path, entry.name);
      if (entry.isDirectory()) visit(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const path of folders) {
    if (!existsSync(path)) continue;
    if (statSync(path).isDirectory()) visit(path);
    else newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** Compiles contracts, read-models, api and workers (incremental: seconds when nothing changed). */
export async function buildServer(): Promise<void> {
  await run(bin('tsc'), ['-b', 'contracts', 'read-models', 'api', 'workers']);
}

/** Builds the web client unless its output is newer than every source it depends on. */
export async function buildWeb(force = false): Promise<void> {
  const output = join(ROOT, 'web', 'dist', 'index.html');
  const sources = [
    join(ROOT, 'web', 'src'),
    join(ROOT, 'web', 'index.html'),
    join(ROOT, 'web', 'vite.config.ts'),
    join(ROOT, 'contracts', 'src'),
  ];
  if (!force && existsSync(output) && statSync(output).mtimeMs > newestMtime(sources)) return;
  await run('npm', ['run', 'build', '-w', 'web']);
}
