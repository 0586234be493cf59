import type { Meilisearch } from 'meilisearch';
import { TaskCompletions, TaskTimeoutError } from './task-completions';
import { finishedTasks } from './task-notifications';

/** A Meilisearch whose tasks stay `processing` until a test finishes them, counting every GET /tasks/:uid. */
function meiliWithTasks() {
  const finished = new Map<number, string>();
  const getTask = jest.fn(async (uid: number) => ({ uid, status: finished.get(uid) ?? 'processing', error: null }));
  const meili = { tasks: { getTask } } as unknown as Meilisearch;
  return { completions: new TaskCompletions(meili), getTask, finish: (uid: number, status = 'succeeded') => finished.set(uid, status) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const WAIT = { timeoutMs: 5000, pollMs: 5 };

describe('TaskCompletions', () => {
  it('ends a wait when the batch is announced, whatever Meilisearch would answer to a poll', async () => {
    const { completions } = meiliWithTasks();
    const waiting = completions.waitForTasks([7, 8], WAIT);
    await sleep(30);
    completions.notify([
      { uid: 8, status: 'failed', error: { message: 'invalid document' } },
      { uid: 7, status: 'succeeded' },
    ]);
    await expect(waiting).resolves.toEqual([
      { uid: 7, status: 'succeeded' },
      { uid: 8, status: 'failed', error: { message: 'invalid document' } },
    ]);
  });

  it('stops asking every few milliseconds once notifications arrive', async () => {
    const { completions, getTask } = meiliWithTasks();
    completions.notify([{ uid: 1, status: 'succeeded' }]);
    const waiting = completions.waitForTask(2, WAIT);
    await sleep(150);
    completions.notify([{ uid: 2, status: 'succeeded' }]);
    await expect(waiting).resolves.toMatchObject({ uid: 2, status: 'succeeded' });
    // Polling every 5 ms would have asked about 30 times.
    expect(getTask).not.toHaveBeenCalled();
  });

  it('still finds a task whose notification was lost, by asking now and then', async () => {
    const { completions, getTask, finish } = meiliWithTasks();
    completions.notify([{ uid: 1, status: 'succeeded' }]);
    finish(2);
    await expect(completions.waitForTask(2, WAIT)).resolves.toMatchObject({ uid: 2, status: 'succeeded' });
    expect(getTask).toHaveBeenCalledTimes(1);
  });

  it('takes a task announced before anyone waited for it without asking Meilisearch', async () => {
    const { completions, getTask } = meiliWithTasks();
    completions.notify([
      { uid: 3, status: 'succeeded' },
      { uid: 4, status: 'enqueued' },
    ]);
    await expect(completions.waitForTask(3, WAIT)).resolves.toMatchObject({ uid: 3, status: 'succeeded' });
    expect(getTask).not.toHaveBeenCalled();
  });

  it('polls every pollMs while no notification ever arrived (no webhook), as meilisearch-js does', async () => {
    const { completions, getTask, finish } = meiliWithTasks();
    const waiting = completions.waitForTask(5, WAIT);
    await sleep(60);
    finish(5, 'canceled');
    await expect(waiting).resolves.toMatchObject({ uid: 5, status: 'canceled' });
    expect(getTask.mock.calls.length).toBeGreaterThanOrEqual(5);
  });

  it('gives up after the timeout', async () => {
    const { completions } = meiliWithTasks();
    await expect(completions.waitForTask(6, { timeoutMs: 40, pollMs: 5 })).rejects.toThrow(TaskTimeoutError);
  });
});

describe('finishedTasks', () => {
  it("reads the uid, status and error message of each line of Meilisearch's ndjson and skips what is not a task", () => {
    const ndjson = [
      JSON.stringify({ uid: 12, indexUid: 'listings', status: 'succeeded', type: 'documentAdditionOrUpdate', error: null }),
      '',
      JSON.stringify({
        uid: 13,
        status: 'failed',
        error: { message: 'Document identifier `a b` is invalid.', code: 'invalid_document_id' },
      }),
      JSON.stringify(['not', 'a', 'task']),
      JSON.stringify({ uid: '14', status: 'succeeded' }),
    ].join('\n');
    expect(finishedTasks(ndjson)).toEqual([
      { uid: 12, status: 'succeeded', error: null },
      { uid: 13, status: 'failed', error: { message: 'Document identifier `a b` is invalid.' } },
    ]);
  });

  it('refuses a body that is not ndjson', () => {
    expect(() => finishedTasks('{"uid": 1, "status": ')).toThrow(SyntaxError);
  });
});
