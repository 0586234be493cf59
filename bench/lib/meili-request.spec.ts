import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { captureMeiliRequest, type MultiSearchBody } from './meili-request';
import { API_VS_MEILI_MIX, QUERY_MIX } from './queries';

/**
 * The bench replays what the API's compiled search services (api/dist, built before the tests) send to Meilisearch.
 * Each query of its mixes must still be captured with today's services, or `npm run bench` stops halfway.
 */
describe('captureMeiliRequest', () => {
  let server: Server;
  let origin: string;
  const received: MultiSearchBody[] = [];

  beforeAll(async () => {
    // An empty Meilisearch: every query finds nothing, so the searches also take their paths for zero results.
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const asked = JSON.parse(body) as MultiSearchBody;
        received.push(asked);
        const results = asked.queries.map((query) => ({
          indexUid: query.indexUid,
          hits: [],
          query: query.q ?? '',
          processingTimeMs: 0,
          totalHits: 0,
          estimatedTotalHits: 0,
          facetDistribution: {},
        }));
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ results }));
      });
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each([...new Map([...QUERY_MIX, ...API_VS_MEILI_MIX].map((query) => [query.id, query])).values()].map((query) => [query.id, query]))(
    'captures what the API sends for %s',
    async (_id, query) => {
      const before = received.length;
      const captured = await captureMeiliRequest(query, 'bench_', { origin, key: 'key' });
      expect(captured.phases.length).toBeGreaterThan(0);
      expect(received.length - before).toBe(captured.phases.length);
      expect(captured.phases.flatMap((phase) => phase.queries).every((asked) => String(asked.indexUid).startsWith('bench_'))).toBe(true);
    },
  );
});
