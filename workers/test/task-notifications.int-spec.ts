import { Meilisearch } from 'meilisearch';
import { freePort } from '../../infra/scripts/lib/services';
import { startPrivateMeili, type PrivateMeili } from '../../infra/testing/private-services';
import { applyDocuments, RefusedTaskError } from '../src/projections/apply-documents';
import { TaskCompletions } from '../src/search-index/task-completions';
import { TaskNotifications, WEBHOOK_PATH } from '../src/search-index/task-notifications';

const INDEX = 'notified_listings';
const WAIT = { timeoutMs: 15_000, pollMs: 5 };

/** The workers hear of every batch Meilisearch finishes instead of asking for each task every few milliseconds. */
describe("Meilisearch's task notifications to the workers", () => {
  let instance: PrivateMeili;
  let meili: Meilisearch;

  beforeAll(async () => {
    instance = await startPrivateMeili();
    meili = new Meilisearch({ host: instance.url, apiKey: instance.masterKey });
  });

  afterAll(async () => {
    await instance?.remove();
  });

  const ourWebhooks = async () => (await meili.getWebhooks()).results.filter((webhook) => webhook.url.includes(WEBHOOK_PATH));

  it('settles each write by its notification, a refused one too, and removes the webhook at shutdown', async () => {
    const notifications = new TaskNotifications({ host: '127.0.0.1', port: 0 });
    const completions = notifications.completionsFor('main', meili);
    await notifications.onModuleInit();
    try {
      expect(await ourWebhooks()).toHaveLength(1);
      // The first write creates the index and is asked for every 5 ms until its notification, the first, arrives.
      await applyDocuments(meili, completions, INDEX, [{ id: 'listing-first' }], [], WAIT);
      const notify = jest.spyOn(completions, 'notify');
      const getTask = jest.spyOn(meili.tasks, 'getTask');
      for (let n = 0; n < 20; n++) {
        await applyDocuments(meili, completions, INDEX, [{ id: `listing-${n}` }], n % 5 === 4 ? [`listing-${n - 1}`] : [], WAIT);
      }
      expect(notify.mock.calls.flatMap(([tasks]) => tasks).length).toBeGreaterThanOrEqual(20);
      // The same writes heard of by asking every 5 ms, as before. With notifications a wait asks only when its batch
      // takes longer than 250 ms (a slow disk sync), so several times fewer questions even on a slow disk.
      const notifiedPolls = getTask.mock.calls.length;
      const polling = new TaskCompletions(meili);
      getTask.mockClear();
      for (let n = 0; n < 20; n++) await applyDocuments(meili, polling, INDEX, [{ id: `polled-${n}` }], [], WAIT);
      expect(getTask.mock.calls.length).toBeGreaterThanOrEqual(20);
      expect(notifiedPolls * 5).toBeLessThan(getTask.mock.calls.length);
      expect((await meili.index(INDEX).getStats()).numberOfDocuments).toBe(37);

      await expect(applyDocuments(meili, completions, INDEX, [{ id: 'kein gültiger Schlüssel' }], [], WAIT)).rejects.toThrow(
        RefusedTaskError,
      );
    } finally {
      await notifications.onApplicationShutdown();
    }
    expect(await ourWebhooks()).toHaveLength(0);
  });

  it('ignores a notification without the secret Meilisearch was given (no forged "succeeded")', async () => {
    const notifications = new TaskNotifications({ host: '127.0.0.1', port: 0 });
    const completions = notifications.completionsFor('main', meili);
    const notify = jest.spyOn(completions, 'notify');
    await notifications.onModuleInit();
    try {
      const [webhook] = await ourWebhooks();
      const forged = await fetch(webhook!.url, {
        method: 'POST',
        headers: { authorization: 'Bearer guessed', 'content-type': 'application/x-ndjson' },
        body: JSON.stringify({ uid: 999_999, status: 'succeeded' }),
      });
      expect(forged.status).toBe(401);
      expect((await fetch(webhook!.url.replace(/main$/, 'unknown'), { method: 'POST' })).status).toBe(404);
      expect(notify).not.toHaveBeenCalled();
    } finally {
      await notifications.onApplicationShutdown();
    }
  });

  it("removes at start-up the webhook a killed workers process left behind, and keeps everyone else's", async () => {
    const abandoned = await meili.createWebhook({ url: `http://127.0.0.1:${await freePort()}${WEBHOOK_PATH}main` });
    const foreign = await meili.createWebhook({ url: `http://127.0.0.1:${await freePort()}/hooks/billing` });
    const notifications = new TaskNotifications({ host: '127.0.0.1', port: 0 });
    notifications.completionsFor('main', meili);
    await notifications.onModuleInit();
    try {
      const uuids = (await meili.getWebhooks()).results.map((webhook) => webhook.uuid);
      expect(uuids).not.toContain(abandoned.uuid);
      expect(uuids).toContain(foreign.uuid);
      expect(await ourWebhooks()).toHaveLength(1);
    } finally {
      await notifications.onApplicationShutdown();
      await meili.deleteWebhook(foreign.uuid);
    }
  });
});
