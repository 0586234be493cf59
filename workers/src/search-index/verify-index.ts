import type { Meilisearch } from 'meilisearch';
import type { Pool } from 'pg';
import { INDEX_NAMES, indexUid, type IndexName, allCompanyDocuments, allEventDocuments, allListingDocuments } from '@praxisnah/read-models';

type Versioned = { id: string; version: number };

const SOURCES: Record<IndexName, (pool: Pool) => AsyncGenerator<Versioned[]>> = {
  listings: (pool) => allListingDocuments(pool, 10_000),
  companies: (pool) => allCompanyDocuments(pool),
  events: (pool) => allEventDocuments(pool),
};

export interface DriftReport {
  index: string;
  expected: number;
  indexed: number;
  missing: string[];
  stale: string[];
  extra: string[];
}

const SAMPLE = 20;

/** Compares what PostgreSQL says visitors may see with what each index holds: missing, stale and extra documents. */
export async function verifyIndexes(pool: Pool, meili: Meilisearch, prefix: string): Promise<DriftReport[]> {
  const reports: DriftReport[] = [];
  for (const name of INDEX_NAMES) {
    const uid = indexUid(prefix, name);
    const indexed = await indexedVersions(meili, uid);
    const report: DriftReport = { index: uid, expected: 0, indexed: indexed.size, missing: [], stale: [], extra: [] };
    for await (const batch of SOURCES[name](pool)) {
      for (const document of batch) {
        report.expected += 1;
        const version = indexed.get(document.id);
        if (version === undefined) report.missing.push(document.id);
        else if (version < document.version) report.stale.push(document.id);
        indexed.delete(document.id);
      }
    }
    report.extra = [...indexed.keys()];
    reports.push(report);
  }
  return reports;
}

export function hasDrift(reports: DriftReport[]): boolean {
  return reports.some((report) => report.missing.length || report.stale.length || report.extra.length);
}

export function formatDrift(report: DriftReport): string {
  const list = (ids: string[]) => (ids.length ? ` (${ids.slice(0, SAMPLE).join(', ')}${ids.length > SAMPLE ? ', …' : ''})` : '');
  return `${report.index}: expected ${report.expected}, indexed ${report.indexed}; missing ${report.missing.length}${list(report.missing)}; stale ${report.stale.length}${list(report.stale)}; extra ${report.extra.length}${list(report.extra)}`;
}

async function indexedVersions(meili: Meilisearch, uid: string): Promise<Map<string, number>> {
  const versions = new Map<string, number>();
  const limit = 10_000;
  for (let offset = 0; ; offset += limit) {
    const page = await meili.index<Versioned>(uid).getDocuments({ fields: ['id', 'version'], limit, offset });
    for (const document of page.results) versions.set(document.id, document.version);
    if (page.results.length < limit) return versions;
  }
}
