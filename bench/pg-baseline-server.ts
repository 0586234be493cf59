/**
 * The PostgreSQL baseline behind HTTP, so the load generator measures it like the API: a small Node server that takes
 * a search (a BaselineSpec as JSON) and answers with cards, total and facet counts straight from SQL.
 *
 *   tsx bench/pg-baseline-server.ts <port> <database-url>
 */
import { createServer } from 'node:http';
import { Pool } from 'pg';
import { baselineSearch, type BaselineSpec } from './lib/pg-baseline';

const [portArgument, databaseUrl] = process.argv.slice(2);
if (!portArgument || !databaseUrl) {
  console.error('usage: tsx bench/pg-baseline-server.ts <port> <database-url>');
  process.exit(2);
}
// Enough connections for every statement of several searches at once, few enough to stay a fair share of max_connections.
const pool = new Pool({ connectionString: databaseUrl, max: 16, statement_timeout: 120_000 });
const cancelPool = new Pool({ connectionString: databaseUrl, max: 2 });

let inFlight = 0;

const server = createServer((request, response) => {
  // GET /idle: how many searches are still running (the benchmark waits for 0 before measuring anything else).
  if (request.method === 'GET') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ inFlight }));
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    let spec: BaselineSpec;
    try {
      spec = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BaselineSpec;
    } catch {
      response.writeHead(400).end();
      return;
    }
    // The load generator gives up on a request by closing its connection: stop the search's statements then.
    const abandoned = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) abandoned.abort();
    });
    inFlight += 1;
    baselineSearch({ pool, cancelPool }, spec, abandoned.signal)
      .then(
        (result) => {
          if (!abandoned.signal.aborted) response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
        },
        (error: unknown) => {
          console.error((error as Error).message);
          if (!abandoned.signal.aborted) response.writeHead(500).end();
        },
      )
      .finally(() => {
        inFlight -= 1;
      });
  });
});
server.keepAliveTimeout = 120_000;
server.listen(Number(portArgument), '127.0.0.1', () => console.log('ready'));

const stop = () => server.close(() => void Promise.all([pool.end(), cancelPool.end()]).then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
