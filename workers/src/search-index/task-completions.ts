import type { Meilisearch } from 'meilisearch';

/** What the workers read of a finished task; a webhook notification's lines and GET /tasks/:uid both carry it. */
export interface FinishedTask {
  uid: number;
  status: string;
  error?: { message: string } | null;
}

export interface TaskWait {
  timeoutMs: number;
  /** How often to ask Meilisearch while no notification arrives (no webhook registered, or it cannot reach us). */
  pollMs: number;
}

export class TaskTimeoutError extends Error {}

const FINAL_STATUSES = new Set(['succeeded', 'failed', 'canceled']);
/**
 * While notifications arrive, a task is still asked for this often: a notification lost on the way (Meilisearch sends
 * each once) then delays its change by this much at most.
 */
const POLL_BESIDE_NOTIFICATIONS_MS = 250;
/** Notifications count as arriving when the last one is at most this old. */
const NOTIFIED_WITHIN_MS = 30_000;
/** Tasks notified before anyone waited for them (a batch can finish before its enqueue's answer is read). */
const REMEMBERED_TASKS = 2000;

/**
 * Waits for tasks of one Meilisearch instance. Each batch Meilisearch finishes is announced to the workers' webhook
 * (TaskNotifications), which settles every wait for its tasks at once; without notifications the wait asks for the
 * task every `pollMs`, as meilisearch-js does. At a million listings a batch takes a few hundred milliseconds, and
 * polling every 10 ms cost the workers and Meilisearch about 2 ms of CPU per poll, on the two cores the searches
 * need (bench/RESULTS.md).
 */
export class TaskCompletions {
  private readonly waiting = new Map<number, ((task: FinishedTask) => void)[]>();
  private readonly finishedBeforeWait = new Map<number, FinishedTask>();
  private notifiedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly meili: Meilisearch) {}

  /** The finished tasks of one notification. */
  notify(tasks: readonly FinishedTask[]): void {
    this.notifiedAt = Date.now();
    for (const task of tasks) {
      if (!FINAL_STATUSES.has(task.status)) continue;
      const waiters = this.waiting.get(task.uid);
      if (!waiters) {
        this.remember(task);
        continue;
      }
      this.waiting.delete(task.uid);
      for (const settle of waiters) settle(task);
    }
  }

  /** Resolves once every task is finished, with each task's final state in the order asked. */
  waitForTasks(uids: readonly number[], wait: TaskWait): Promise<FinishedTask[]> {
    return Promise.all(uids.map((uid) => this.waitForTask(uid, wait)));
  }

  async waitForTask(uid: number, wait: TaskWait): Promise<FinishedTask> {
    const early = this.finishedBeforeWait.get(uid);
    if (early) return early;
    let settle!: (task: FinishedTask) => void;
    const notified = new Promise<FinishedTask>((resolve) => (settle = resolve));
    this.waiting.set(uid, [...(this.waiting.get(uid) ?? []), settle]);
    const deadline = Date.now() + wait.timeoutMs;
    try {
      for (;;) {
        const task = await Promise.race([notified, pause(this.pollInterval(wait))]);
        if (task) return task;
        const polled = await this.meili.tasks.getTask(uid);
        if (FINAL_STATUSES.has(polled.status)) return polled;
        if (Date.now() >= deadline) throw new TaskTimeoutError(`Meilisearch task ${uid} not finished after ${wait.timeoutMs} ms`);
      }
    } finally {
      const left = (this.waiting.get(uid) ?? []).filter((waiter) => waiter !== settle);
      if (left.length) this.waiting.set(uid, left);
      else this.waiting.delete(uid);
    }
  }

  private pollInterval(wait: TaskWait): number {
    const notifiedLately = Date.now() - this.notifiedAt <= NOTIFIED_WITHIN_MS;
    return notifiedLately ? Math.max(wait.pollMs, POLL_BESIDE_NOTIFICATIONS_MS) : wait.pollMs;
  }

  private remember(task: FinishedTask): void {
    this.finishedBeforeWait.set(task.uid, task);
    if (this.finishedBeforeWait.size > REMEMBERED_TASKS) {
      this.finishedBeforeWait.delete(this.finishedBeforeWait.keys().next().value!);
    }
  }
}

/** Resolves with null after `ms`; the timer does not keep the process alive. */
function pause(ms: number): Promise<null> {
  return new Promise((resolve) => setTimeout(() => resolve(null), ms).unref());
}
