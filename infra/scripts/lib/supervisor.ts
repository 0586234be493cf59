import type { ChildProcess } from 'node:child_process';

/** Anything `npm start` runs as a child process: the API, the workers, the Meilisearch it started. */
export interface Running {
  child: ChildProcess | null;
  stop(): Promise<void>;
}

export interface SupervisorOptions {
  /** Wait before the first restart; doubled after each crash that follows a restart closely. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** A child that ran this long before it crashed counts as healthy: the next restart waits initialDelayMs again. */
  stableAfterMs?: number;
  log?: (line: string) => void;
}

export interface Supervised<T extends Running> {
  readonly current: T;
  /** How many times the child was started again. */
  readonly restarts: number;
  stop(): Promise<void>;
}

/**
 * Keeps one child running: when it exits without being asked to, the crash is logged and the child started again
 * after a delay that doubles while it keeps crashing, so a child that cannot start does not spin the CPU and
 * one crash no longer stops the whole platform. stop() ends supervision and the child.
 */
export function supervise<T extends Running>(
  name: string,
  first: T,
  start: () => Promise<T> | T,
  options: SupervisorOptions = {},
): Supervised<T> {
  const initialDelayMs = options.initialDelayMs ?? 1000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const stableAfterMs = options.stableAfterMs ?? 60_000;
  const log = options.log ?? ((line: string) => console.error(`${new Date().toISOString()} ${line}`));
  let current = first;
  let restarts = 0;
  let delayMs = initialDelayMs;
  let stopped = false;
  let pending: NodeJS.Timeout | null = null;

  const scheduleRestart = (reason: string) => {
    log(`${name} ${reason}; restarting in ${delayMs < 1000 ? `${delayMs} ms` : `${delayMs / 1000} s`}`);
    const waitMs = delayMs;
    delayMs = Math.min(delayMs * 2, maxDelayMs);
    pending = setTimeout(() => {
      pending = null;
      if (stopped) return;
      void Promise.resolve()
        .then(start)
        .then(
          (next) => {
            if (stopped) return void next.stop();
            current = next;
            restarts += 1;
            log(`${name} restarted${next.child?.pid ? ` (pid ${next.child.pid})` : ''}`);
            watch(next);
          },
          (error: unknown) => scheduleRestart(`could not be started again (${(error as Error).message})`),
        );
    }, waitMs);
  };

  const watch = (running: T) => {
    const startedAt = Date.now();
    running.child?.once('exit', (code, signal) => {
      if (stopped) return;
      if (Date.now() - startedAt >= stableAfterMs) delayMs = initialDelayMs;
      scheduleRestart(`stopped unexpectedly (${signal ?? `exit ${code}`})`);
    });
  };
  watch(first);

  return {
    get current() {
      return current;
    },
    get restarts() {
      return restarts;
    },
    async stop() {
      stopped = true;
      if (pending) clearTimeout(pending);
      await current.stop();
    },
  };
}
