import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { waitFor } from '../testing/http';
import { ensureMeilisearch, freePort, meiliHealthy, type MeiliProcess } from '../scripts/lib/services';
import { supervise, type Running } from '../scripts/lib/supervisor';

/** A real child process standing in for the API or the workers: it runs until killed, or exits at once with `exitCode`. */
function nodeChild(exitCode?: number): Running {
  const child = spawn(process.execPath, ['-e', exitCode === undefined ? 'setInterval(() => {}, 1000)' : `process.exit(${exitCode})`], {
    stdio: 'ignore',
  });
  return {
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

describe('npm start supervision', () => {
  it('starts a Meilisearch it started again after the process was killed, and logs it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'praxisnah-supervised-meili-'));
    const url = `http://127.0.0.1:${await freePort()}`;
    const start = () => ensureMeilisearch({ url, masterKey: randomBytes(16).toString('hex'), dataDir });
    const lines: string[] = [];
    const first: MeiliProcess = await start();
    const supervised = supervise('Meilisearch', first, start, { initialDelayMs: 100, log: (line) => lines.push(line) });
    try {
      first.child!.kill('SIGKILL');
      await waitFor(async () => supervised.restarts === 1 && (await meiliHealthy(url)), 30_000, 100);
      expect(supervised.current.child!.pid).not.toBe(first.child!.pid);
      expect(lines[0]).toBe('Meilisearch stopped unexpectedly (SIGKILL); restarting in 100 ms');
      expect(lines[1]).toMatch(/^Meilisearch restarted \(pid \d+\)$/);
    } finally {
      await supervised.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('starts a Meilisearch at the nice value asked (the recent listings’ one), every thread of it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'praxisnah-niced-meili-'));
    // A lower priority than the default, which needs no privilege; FRESHNESS_NICENESS raises it the same way.
    const meili = await ensureMeilisearch({ url: `http://127.0.0.1:${await freePort()}`, masterKey: 'k'.repeat(16), dataDir, niceness: 5 });
    try {
      const pid = meili.child!.pid!;
      // Field 19 of /proc/<pid>/task/<tid>/stat, counted after the command name in parentheses.
      const niceOf = (tid: string) => Number(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
      const threads = readdirSync(`/proc/${pid}/task`);
      expect(threads.length).toBeGreaterThan(1);
      expect(threads.map(niceOf)).toEqual(threads.map(() => 5));
      expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8')).toContain('meilisearch');
    } finally {
      await meili.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('waits twice as long after each crash of a child that keeps crashing', async () => {
    const lines: string[] = [];
    const supervised = supervise('workers', nodeChild(3), () => nodeChild(3), {
      initialDelayMs: 50,
      maxDelayMs: 200,
      log: (line) => lines.push(line),
    });
    try {
      await waitFor(async () => supervised.restarts >= 4, 10_000);
    } finally {
      await supervised.stop();
    }
    const delays = lines.filter((line) => line.startsWith('workers stopped unexpectedly')).slice(0, 4);
    expect(delays).toEqual([
      'workers stopped unexpectedly (exit 3); restarting in 50 ms',
      'workers stopped unexpectedly (exit 3); restarting in 100 ms',
      'workers stopped unexpectedly (exit 3); restarting in 200 ms',
      'workers stopped unexpectedly (exit 3); restarting in 200 ms',
    ]);
  });

  it('stops the child on request (Ctrl-C) and does not start it again', async () => {
    const lines: string[] = [];
    const first = nodeChild();
    const supervised = supervise('api', first, () => nodeChild(), { initialDelayMs: 10, log: (line) => lines.push(line) });
    await supervised.stop();
    expect(first.child!.signalCode).toBe('SIGTERM');
    expect(supervised.restarts).toBe(0);
    expect(lines).toEqual([]);
  });
});
