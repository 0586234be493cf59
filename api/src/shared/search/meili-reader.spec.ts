import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { MeilisearchApiError, MeilisearchRequestError, MeilisearchRequestTimeOutError } from 'meilisearch';
import { MeiliReader } from './meili-reader';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A stand-in Meilisearch on a free port; `answer` decides each response. */
async function fakeMeili(answer: (seen: Seen, response: ServerResponse, socket: Socket) => void) {
  const seen: Seen[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const entry = { method: request.method!, url: request.url!, headers: request.headers, body };
      seen.push(entry);
      answer(entry, response, request.socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { host, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

describe('MeiliReader', () => {
  const readers: MeiliReader[] = [];
  const reader = (host: string, timeout = 2000) => {
    const created = new MeiliReader({ host, apiKey: 'secret-key', timeout });
    readers.push(created);
    return created;
  };
  afterEach(async () => {
    await Promise.all(readers.splice(0).map((created) => created.onModuleDestroy()));
  });

  it('sends the multi-search body as JSON with the key and asks for an uncompressed answer', async () => {
    const meili = await fakeMeili((_seen, response) => json(response, 200, { results: [{ hits: [{ id: 'a' }] }] }));
    try {
      const queries = [{ indexUid: 'listings', q: 'Pflege', attributesToRetrieve: ['id'] }];
      const answer = await reader(meili.host).multiSearch({ queries });
      expect(answer.results[0]?.hits).toEqual([{ id: 'a' }]);
      expect(meili.seen[0]).toMatchObject({ method: 'POST', url: '/multi-search', body: JSON.stringify({ queries }) });
      expect(meili.seen[0]?.headers).toMatchObject({
        authorization: 'Bearer secret-key',
        'accept-encoding': 'identity',
        'content-type': 'application/json',
      });
    } finally {
      await meili.close();
    }
  });

  it("reports Meilisearch's own errors as meilisearch-js does, with the error code as cause", async () => {
    const meili = await fakeMeili((_seen, response) =>
      json(response, 404, { message: 'Document `x` not found.', code: 'document_not_found', type: 'invalid_request', link: '' }),
    );
    try {
      const error = await reader(meili.host)
        .getDocument('listings', 'x')
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(MeilisearchApiError);
      expect((error as MeilisearchApiError).cause?.code).toBe('document_not_found');
      expect((error as MeilisearchApiError).response.status).toBe(404);
      expect(meili.seen[0]).toMatchObject({ method: 'GET', url: '/indexes/listings/documents/x' });
    } finally {
      await meili.close();
    }
  });

  it('gives up after the timeout without leaking the key', async () => {
    const meili = await fakeMeili(() => undefined);
    try {
      const error = await reader(meili.host, 100)
        .search('listings', { q: 'x' })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(MeilisearchRequestTimeOutError);
      expect(JSON.stringify([...new Headers((error as MeilisearchRequestTimeOutError).cause.requestInit.headers)])).not.toContain(
        'secret-key',
      );
    } finally {
      await meili.close();
    }
  });

  it('reports an unreachable Meilisearch as a request error', async () => {
    const meili = await fakeMeili(() => undefined);
    await meili.close();
    await expect(reader(meili.host).search('listings', { q: 'x' })).rejects.toBeInstanceOf(MeilisearchRequestError);
  });

  it('keeps the connection open between searches and sends again when Meilisearch had just closed it', async () => {
    const served = new Set<Socket>();
    let dropNextReuse = false;
    const meili = await fakeMeili((_seen, response, socket) => {
      if (served.has(socket) && dropNextReuse) {
        dropNextReuse = false;
        socket.destroy();
        return;
      }
      served.add(socket);
      json(response, 200, { hits: [], query: '' });
    });
    try {
      const client = reader(meili.host);
      for (const q of ['eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs']) await client.search('listings', { q });
      // Not a connection per search: the pool keeps its connections (one or two here) open.
      expect(served.size).toBeLessThanOrEqual(2);
      dropNextReuse = true;
      await expect(client.search('listings', { q: 'sieben' })).resolves.toMatchObject({ hits: [] });
      expect(meili.seen.map((seen) => JSON.parse(seen.body).q).slice(-2)).toEqual(['sieben', 'sieben']);
    } finally {
      await meili.close();
    }
  });
});
