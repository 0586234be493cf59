import { Global, Module } from '@nestjs/common';
import { Meilisearch } from 'meilisearch';
import { IndexNamespace } from '@praxisnah/read-models';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MeiliReader } from './meili-reader';

export const MEILI = Symbol('MEILI');
/**
 * A search of the recent listings (a few hundred documents at most) answers within milliseconds; one that hangs
 * falls back to the large index after this, instead of holding the visitor's page for the large index's 5 s.
 */
const RECENT_TIMEOUT_MS = 1000;
/** The recent listings' Meilisearch (read-models/src/recent-listings.ts), or null without one. */
export const RECENT_MEILI_READER = Symbol('RECENT_MEILI_READER');

@Global()
@Module({
  providers: [
    {
      provide: MEILI,
      inject: [APP_CONFIG],
      // Uncompressed answers: Meilisearch streams compressed ones in chunks, and fetch then often waits ~40 ms for the
      // last one (Nagle + delayed ACK); see bench/RESULTS.md. Compression buys nothing next to the API anyway.
      useFactory: (config: AppConfig) =>
        new Meilisearch({
          host: config.MEILI_URL,
          apiKey: config.MEILI_SEARCH_KEY,
          timeout: 5000,
          requestInit: { headers: { 'Accept-Encoding': 'identity' } },
        }),
    },
    {
      provide: MeiliReader,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new MeiliReader({ host: config.MEILI_URL, apiKey: config.MEILI_SEARCH_KEY, timeout: 5000 }),
    },
    {
      provide: RECENT_MEILI_READER,
      inject: [APP_CONFIG],
      // The same search key: both instances share the master key, and a key is derived from it and its uid.
      useFactory: (config: AppConfig) =>
        config.MEILI_RECENT_URL
          ? new MeiliReader({ host: config.MEILI_RECENT_URL, apiKey: config.MEILI_SEARCH_KEY, timeout: RECENT_TIMEOUT_MS })
          : null,
    },
    { provide: IndexNamespace, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new IndexNamespace(config.MEILI_INDEX_PREFIX) },
  ],
  exports: [MEILI, MeiliReader, RECENT_MEILI_READER, IndexNamespace],
})
export class MeiliModule {}
