import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Meilisearch } from 'meilisearch';
import { TaskCompletions, type FinishedTask } from './task-completions';

const unzip = promisify(gunzip);

/** Every webhook the workers register has a URL under this path, so a later start finds those a stopped one left. */
export const WEBHOOK_PATH = '/praxisnah-workers/meilisearch-tasks/';
/** A notification lists the tasks of one batch; a reindex batch of thousands still stays far below this. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;
const MEILI_CALL_TIMEOUT_MS = 3000;
/** A webhook whose listener does not answer within this is one a stopped workers process left behind. */
const PROBE_TIMEOUT_MS = 1000;

export interface TaskNotificationsOptions {
  /** Where the listener binds. */
  host: string;
  /** 0: any free port. */
  port: number;
  /** The host Meilisearch reaches the listener at (another container's name, say); the bound host when unset. */
  advertisedHost?: string;
}

interface Instance {
  name: string;
  meili: Meilisearch;
  completions: TaskCompletions;
  webhookUuid?: string;
}

/**
 * The workers' webhook for Meilisearch: each instance the workers write to (the large one, the recent listings' one)
 * announces every batch it finishes to a small HTTP listener of this process, registered through Meilisearch's
 * /webhooks API at start-up and removed at shutdown. A wait for a task (TaskCompletions) then ends when its batch is
 * announced instead of asking Meilisearch every few milliseconds. Best effort: an instance that cannot register the
 * webhook, or cannot reach the listener, leaves the waits polling as before.
 */
export class TaskNotifications implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(TaskNotifications.name);
  private readonly instances = new Map<string, Instance>();
  /** Sent by Meilisearch with every notification: only the instances this process registered with know it. */
  private readonly secret = randomBytes(24).toString('hex');
  private server: Server | null = null;

  constructor(private readonly options: TaskNotificationsOptions) {}

  /** The completions of an instance, announced to this process once it has started (onModuleInit). */
  completionsFor(name: string, meili: Meilisearch): TaskCompletions {
    const known = this.instances.get(name);
    if (known) return known.completions;
    const completions = new TaskCompletions(meili);
    this.instances.set(name, { name, meili, completions });
    return completions;
  }

  async onModuleInit(): Promise<void> {
    try {
      this.server = await this.listen();
    } catch (error) {
      this.logger.warn({ err: error }, 'Task notifications: the listener did not start; waits for Meilisearch poll');
      return;
    }
    await Promise.all([...this.instances.values()].map((instance) => this.register(instance)));
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(
      [...this.instances.values()].map(async (instance) => {
        if (!instance.webhookUuid) return;
        await withTimeout(instance.meili.deleteWebhook(instance.webhookUuid)).catch((error: unknown) =>
          this.logger.warn({ err: error, instance: instance.name }, 'Task notifications: removing the webhook failed'),
        );
      }),
    );
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server?.closeAllConnections();
  }

  private listen(): Promise<Server> {
    const server = createServer((request, response) => void this.receive(request, response));
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.port, this.options.host, () => resolve(server.unref()));
    });
  }

  private async register(instance: Instance): Promise<void> {
    const { port } = this.server!.address() as AddressInfo;
    const host = this.options.advertisedHost ?? this.options.host;
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}${WEBHOOK_PATH}${instance.name}`;
    try {
      await this.removeAbandoned(instance);
      const webhook = await withTimeout(instance.meili.createWebhook({ url, headers: { Authorization: `Bearer ${this.secret}` } }));
      instance.webhookUuid = webhook.uuid;
    } catch (error) {
      this.logger.warn({ err: error, instance: instance.name }, 'Task notifications: no webhook; waits for Meilisearch poll');
    }
  }

  /** Webhooks of workers that stopped without removing theirs (killed, crashed): their listener no longer answers. */
  private async removeAbandoned(instance: Instance): Promise<void> {
    const { results } = await withTimeout(instance.meili.getWebhooks());
    const ours = results.filter((webhook) => webhook.isEditable && new URL(webhook.url).pathname.startsWith(WEBHOOK_PATH));
    await Promise.all(
      ours.map(async (webhook) => {
        if (await answers(webhook.url)) return;
        await withTimeout(instance.meili.deleteWebhook(webhook.uuid));
      }),
    );
  }

  private async receive(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const instance = this.instanceOf(request);
    const reply = (status: number): void => void response.writeHead(status).end();
    if (!instance) return reply(404);
    if (request.method !== 'POST') return reply(405);
    if (!this.authorized(request.headers.authorization)) return reply(401);
    try {
      const body = await readBody(request);
      const text = (request.headers['content-encoding'] === 'gzip' ? await unzip(body) : body).toString('utf8');
      instance.completions.notify(finishedTasks(text));
      reply(204);
    } catch (error) {
      this.logger.warn({ err: error, instance: instance.name }, 'Task notifications: an unreadable notification');
      reply(400);
    }
  }

  private instanceOf(request: IncomingMessage): Instance | undefined {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    return path.startsWith(WEBHOOK_PATH) ? this.instances.get(path.slice(WEBHOOK_PATH.length)) : undefined;
  }

  private authorized(header: string | undefined): boolean {
    const expected = Buffer.from(`Bearer ${this.secret}`);
    const given = Buffer.from(header ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

/** The tasks of an ndjson notification; lines that are not a task are skipped. */
export function finishedTasks(ndjson: string): FinishedTask[] {
  return ndjson.split('\n').flatMap((line) => {
    if (!line.trim()) return [];
    const value: unknown = JSON.parse(line);
    if (typeof value !== 'object' || value === null) return [];
    const { uid, status, error } = value as Record<string, unknown>;
    if (typeof uid !== 'number' || typeof status !== 'string') return [];
    const message = typeof error === 'object' && error !== null ? (error as Record<string, unknown>).message : undefined;
    return [{ uid, status, error: typeof message === 'string' ? { message } : null }];
  });
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error(`notification larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Whether an HTTP server answers at the URL at all (any status). */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: 'GET', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

function withTimeout<T>(call: Promise<T>): Promise<T> {
  return Promise.race([
    call,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`Meilisearch did not answer within ${MEILI_CALL_TIMEOUT_MS} ms`)), MEILI_CALL_TIMEOUT_MS).unref(),
    ),
  ]);
}
