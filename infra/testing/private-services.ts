import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { ensureMeilisearch, freePort, type MeiliProcess } from '../scripts/lib/services';

/** A Redis of the test's own, so the test can stop and restart it without touching anyone else's. */
export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const url = `redis://127.0.0.1:${port}`;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
      probe.on('error', () => undefined);
      const ready = await probe
        .connect()
        .then(() => probe.ping())
        .then(() => true)
        .catch(() => false);
      probe.disconnect();
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('private redis-server did not start');
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      const running = child;
      if (!running || running.exitCode !== null) return resolve();
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  await start();
  return { url, start, stop };
}

/** A Meilisearch of the test's own with a persistent folder, so it can be stopped and started again with its data. */
export interface PrivateMeili {
  url: string;
  masterKey: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

/** `masterKey` for a second instance beside another (the recent listings' one shares the main one's key). */
export async function startPrivateMeili(options: { masterKey?: string } = {}): Promise<PrivateMeili> {
  const url = `http://127.0.0.1:${await freePort()}`;
  const masterKey = options.masterKey ?? randomBytes(20).toString('hex');
  const dataDir = mkdtempSync(join(tmpdir(), 'praxisnah-private-meili-'));
  let process: MeiliProcess | null = null;
  const start = async () => {
    process = await ensureMeilisearch({ url, masterKey, dataDir });
  };
  const stop = async () => {
    await process?.stop();
    process = null;
  };
  await start();
  return {
    url,
    masterKey,
    start,
    stop,
    remove: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
