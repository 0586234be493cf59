import type { OnModuleDestroy } from '@nestjs/common';
import {
  MeilisearchApiError,
  MeilisearchRequestError,
  MeilisearchRequestTimeOutError,
  type MeilisearchErrorResponse,
  type MultiSearchParams,
  type MultiSearchResponse,
  type RecordAny,
  type SearchParams,
  type SearchResponse,
} from 'meilisearch';
import { Pool, type Dispatcher } from 'undici';

export interface MeiliReaderOptions {
  host: string;
  apiKey?: string;
  /** Milliseconds a request may wait for its answer to begin, and then between the parts of its body. */
  timeout: number;
}

/** A read that met a connection Meilisearch had just closed is simply sent again, once. */
const STALE_CONNECTION_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

const codeOf = (error: unknown) => (error as { code?: string }).code ?? '';

/**
 * The Meilisearch reads behind visitors' searches, over an undici connection pool. meilisearch-js sends through
 * fetch, which costs about 1 ms more CPU per call than a plain request, and a search page is the API's hottest path.
 * Errors are meilisearch-js's own classes, so the exception filter and callers treat both clients alike.
 */
export class MeiliReader implements OnModuleDestroy {
  private readonly pool: Pool;
  private readonly basePath: string;
  /** For error messages only. */
  private readonly base: string;
  private readonly headers: Record<string, string>;

  constructor(private readonly options: MeiliReaderOptions) {
    const url = new URL(options.host);
    this.basePath = url.pathname.replace(/\/$/, '');
    this.base = `${url.origin}${this.basePath}`;
    this.pool = new Pool(url.origin, {
      // Idle connections close before Meilisearch's own keep-alive (5 s) ends them.
      keepAliveTimeout: 4000,
      keepAliveMaxTimeout: 4000,
      // The time limit is the pool's own: an AbortSignal.timeout per call and undici's retry interceptor cost about
      // 0.1 ms of the API's CPU per search.
      headersTimeout: options.timeout,
      bodyTimeout: options.timeout,
    });
    this.headers = {
      // Uncompressed answers: Meilisearch streams compressed ones in chunks, and the client then often waits ~40 ms
      // for the last one (Nagle + delayed ACK). Compression buys nothing next to the API anyway.
      'accept-encoding': 'identity',
      ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
    };
  }

  multiSearch<T extends RecordAny = RecordAny>(params: MultiSearchParams): Promise<MultiSearchResponse<T>> {
    return this.send('POST', 'multi-search', params);
  }

  search<T extends RecordAny = RecordAny>(indexUid: string, params: SearchParams): Promise<SearchResponse<T>> {
    return this.send('POST', `indexes/${encodeURIComponent(indexUid)}/search`, params);
  }

  getDocument<T extends RecordAny = RecordAny>(indexUid: string, id: string): Promise<T> {
    return this.send('GET', `indexes/${encodeURIComponent(indexUid)}/documents/${encodeURIComponent(id)}`);
  }

  /** The documents with these ids (those that exist), with only the given fields. */
  async fetchDocuments<T extends RecordAny = RecordAny>(indexUid: string, ids: readonly string[], fields: readonly string[]): Promise<T[]> {
    const page = await this.send<{ results: T[] }>('POST', `indexes/${encodeURIComponent(indexUid)}/documents/fetch`, {
      ids,
      fields,
      limit: ids.length,
    });
    return page.results;
  }

  /** Closes the idle connections on shutdown. */
  async onModuleDestroy(): Promise<void> {
    await this.pool.close();
  }

  private async send<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const request: Dispatcher.RequestOptions = {
      path: `${this.basePath}/${path}`,
      method,
      headers: body === undefined ? this.headers : { ...this.headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    };
    let status: number;
    let parsed: unknown;
    try {
      const response = await this.pool.request(request).catch((error: unknown) => {
        if (STALE_CONNECTION_CODES.has(codeOf(error))) return this.pool.request(request);
        throw error;
      });
      status = response.statusCode;
      const text = await response.body.text();
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch (error) {
      if (TIMEOUT_CODES.has(codeOf(error))) {
        // The error keeps the request's headers; the key stays out of it (and so out of any log).
        throw new MeilisearchRequestTimeOutError(this.options.timeout, { method, headers: { 'accept-encoding': 'identity' } });
      }
      throw new MeilisearchRequestError(`${this.base}/${path}`, error);
    }
    if (status >= 200 && status < 300) return parsed as T;
    throw new MeilisearchApiError(new Response(null, { status }), parsed as MeilisearchErrorResponse | undefined);
  }
}
