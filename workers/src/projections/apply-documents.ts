import type { Meilisearch } from 'meilisearch';
import type { TaskCompletions, TaskWait } from '../search-index/task-completions';

/** Meilisearch answered but refused the task (e.g. a document it cannot take), as opposed to being unreachable. */
export class RefusedTaskError extends Error {}

/**
 * Adds and deletes documents of one index and waits until Meilisearch has applied both (told by its notification, or
 * asked every `pollMs`); a refused task throws RefusedTaskError.
 */
export async function applyDocuments(
  meili: Meilisearch,
  completions: TaskCompletions,
  indexUid: string,
  documents: readonly { id: string }[],
  removed: readonly string[],
  wait: TaskWait,
): Promise<void> {
  const index = meili.index(indexUid);
  const enqueued = await Promise.all([
    documents.length ? index.addDocuments([...documents], { primaryKey: 'id' }) : null,
    removed.length ? index.deleteDocuments([...removed]) : null,
  ]);
  await waitApplied(
    completions,
    enqueued.flatMap((task) => (task ? [task.taskUid] : [])),
    wait,
  );
}

/** Waits until Meilisearch has finished the tasks; one it refused throws RefusedTaskError. */
export async function waitApplied(completions: TaskCompletions, taskUids: readonly number[], wait: TaskWait): Promise<void> {
  const tasks = await completions.waitForTasks(taskUids, wait);
  const failed = tasks.find((task) => task.status !== 'succeeded');
  if (failed) throw new RefusedTaskError(`Meilisearch task ${failed.uid} ${failed.status}: ${failed.error?.message ?? 'unknown error'}`);
}
