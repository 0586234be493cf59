import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './env';
import { FRESHNESS_NICENESS } from './services';

export interface PlatformProcess {
  name: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Node flags of each service (the Docker files start them with the same). The API lets V8's old generation grow to twice
 * its live size between full collections, where V8's own choice under search load kept it only slightly above: a full
 * mark-compact every few seconds, each pausing requests, and more API CPU per search (bench/RESULTS.md).
 */
export const SERVICE_NODE_FLAGS: Readonly<Record<'api' | 'workers', readonly string[]>> = {
  api: ['--heap-growing-percent=100'],
  workers: [],
};

/**
 * The workers carry every change to the recent listings' Meilisearch, which runs at FRESHNESS_NICENESS for the same
 * reason: on two saturated cores a new listing, or a company's 10,000 changed listings, otherwise wait behind the
 * searches. Their own work is small next to the searches' (bench/RESULTS.md, "A company's change reaches its listings
 * through the recent index").
 */
const SERVICE_NICENESS: Readonly<Record<'api' | 'workers', number | undefined>> = { api: undefined, workers: FRESHNESS_NICENESS };

/**
 * Starts a compiled service (api or workers) with the given environment; its log lines go to a file. `extraNodeFlags`
 * are for measurements (e.g. --cpu-prof, which NODE_OPTIONS does not accept).
 */
export function startService(
  name: 'api' | 'workers',
  env: Record<string, string>,
  logDir: string | null,
  extraNodeFlags: readonly string[] = [],
): PlatformProcess {
  const entry = join(ROOT, name, 'dist', 'main.js');
  const node = [process.execPath, ...SERVICE_NODE_FLAGS[name], ...extraNodeFlags, entry];
  const niceness = SERVICE_NICENESS[name];
  // Without the right to raise a priority, `nice` says so and starts the service at the normal one.
  const [command, ...args] = niceness === undefined ? node : ['nice', '-n', String(niceness), ...node];
  const child = spawn(command!, args, {
    cwd: ROOT,
    env: name === 'api' ? withoutMasterKey({ ...process.env, ...env }) : { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (logDir) {
    mkdirSync(logDir, { recursive: true });
    const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  } else {
    child.stdout?.resume();
    child.stderr?.pipe(process.stderr);
  }
  return {
    name,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Runs a compiled operator command (reindex, verify-index) to completion. */
export function runOperatorCommand(
  command: 'reindex' | 'verify-index',
  env: Record<string, string>,
  quiet = false,
  args: readonly string[] = [],
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'workers', 'dist', 'cli', `${command}.js`), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

export async function waitForHealth(baseUrl: string, timeoutMs: number, isAlive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error('The API process exited during start-up; see its log.');
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not become healthy within ${timeoutMs / 1000} s.`);
}

/** The API searches with MEILI_SEARCH_KEY (see search-key.ts) and never sees the master key. */
function withoutMasterKey(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { MEILI_MASTER_KEY: _master, ...rest } = env;
  return rest;
}
