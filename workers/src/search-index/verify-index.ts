import type { Meilisearch } from 'meilisearch';
import type { Pool } from 'pg';
import type { AggregateType } from '@praxisnah/contracts';
import {
  allCompanyDocuments,
  allEventDocuments,
  allListingDocuments,
  CONTENT_HASH_FIELD,
  INDEX_NAMES,
  indexUid,
  type IndexName,
} from '@praxisnah/read-models';
import { MAX_PROJECTION_BATCH, type SearchProjector } from '../projections/search-projector';

type Rebuilt = { id: string; version: number; cardHash?: string; contentHash?: string };

const SOURCES: Record<IndexName, (pool: Pool) => AsyncGenerator<Rebuilt[]>> = {
  listings: (pool) => allListingDocuments(pool, 10_000),
  companies: (pool) => allCompanyDocuments(pool),
  events: (pool) => allEventDocuments(pool),
};
const AGGREGATE_OF: Record<IndexName, AggregateType> = { listings: 'listing', companies: 'company', events: 'event' };

export interface DriftReport {
  index: string;
  expected: number;
  indexed: number;
  missing: string[];
  /** Indexed at an older version than PostgreSQL's row. */
  stale: string[];
  /** Same version, other content: something the document shows changed elsewhere (its company, a label). */
  differing: string[];
  extra: string[];
}

const SAMPLE = 20;

/**
 * Compares each index with a rebuild of every document from PostgreSQL: missing, stale (older version), differing
 * (same version, other content: the hash of the rebuilt document differs from the one indexed) and extra documents.
 */
export async function verifyIndexes(pool: Pool, meili: Meilisearch, prefix: string): Promise<DriftReport[]> {
  const reports: DriftReport[] = [];
  for (const name of INDEX_NAMES) {
    const uid = indexUid(prefix, name);
    const hashField = CONTENT_HASH_FIELD[name];
    const indexed = await indexedStates(meili, uid, hashField);
    const report: DriftReport = { index: uid, expected: 0, indexed: indexed.size, missing: [], stale: [], differing: [], extra: [] };
    for await (const batch of SOURCES[name](pool)) {
      for (const document of batch) {
        report.expected += 1;
        const state = indexed.get(document.id);
        if (state === undefined) report.missing.push(document.id);
        else if (state.version < document.version) report.stale.push(document.id);
        else if (state.hash !== document[hashField]) report.differing.push(document.id);
        indexed.delete(document.id);
      }
    }
    report.extra = [...indexed.keys()];
    reports.push(report);
  }
  return reports;
}

/**
 * Fixes what verifyIndexes found: missing, stale and differing documents are projected again (rebuilt from
 * PostgreSQL under their locks, like any change), extra ones too, which the projector removes as PostgreSQL has
 * no visible row for them. Returns how many documents it touched.
 */
export async function repairDrift(reports: readonly DriftReport[], prefix: string, projector: SearchProjector): Promise<number> {
  let repaired = 0;
  const committedAt = new Date().toISOString();
  for (const name of INDEX_NAMES) {
    const report = reports.find((candidate) => candidate.index === indexUid(prefix, name));
    if (!report) continue;
    const ids = [...report.missing, ...report.stale, ...report.differing, ...report.extra];
    for (let start = 0; start < ids.length; start += MAX_PROJECTION_BATCH) {
      const batch = ids.slice(start, start + MAX_PROJECTION_BATCH);
      await Promise.all(
        batch.map((aggregateId) =>
          projector.project({
            aggregateType: AGGREGATE_OF[name],
            aggregateId,
            aggregateVersion: 0,
            committedAt,
            eventId: 'verify-index-repair',
          }),
        ),
      );
      repaired += batch.length;
    }
  }
  return repaired;
}

export function hasDrift(reports: DriftReport[]): boolean {
  return reports.some((report) => report.missing.length || report.stale.length || report.differing.length || report.extra.length);
}

export function formatDrift(report: DriftReport): string {
  const list = (ids: string[]) => (ids.length ? ` (${ids.slice(0, SAMPLE).join(', ')}${ids.length > SAMPLE ? ', …' : ''})` : '');
  return (
    `${report.index}: expected ${report.expected}, indexed ${report.indexed}; missing ${report.missing.length}${list(report.missing)}; ` +
    `stale ${report.stale.length}${list(report.stale)}; content differs ${report.differing.length}${list(report.differing)}; ` +
    `extra ${report.extra.length}${list(report.extra)}`
  );
}

async function indexedStates(meili: Meilisearch, uid: string, hashField: string): Promise<Map<string, { version: number; hash: unknown }>> {
  const states = new Map<string, { version: number; hash: unknown }>();
  const limit = 10_000;
  for (let offset = 0; ; offset += limit) {
    const page = await meili.index<Record<string, unknown> & { id: string; version: number }>(uid).getDocuments({
      fields: ['id', 'version', hashField],
      limit,
      offset,
    });
    for (const document of page.results) states.set(document.id, { version: document.version, hash: document[hashField] });
    if (page.results.length < limit) return states;
  }
}
