import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { decodeHtmlEntities, type CompanyView, type EventView, type ListingCompanyRecord, type ListingRecord } from '@praxisnah/contracts';
import {
  toCompanyDocument,
  toEventDocument,
  toListingDocument,
  type CompanyDocument,
  type EventDocument,
  type ListingDocument,
  type ZipStates,
} from './documents';
import type { IndexName } from './indexes';
import {
  COMPANY_VIEW_SQL,
  EVENT_VIEW_SQL,
  LISTING_WITH_COMPANY_SQL,
  PUBLIC_COMPANY_CONDITION,
  PUBLIC_EVENT_CONDITION,
  PUBLIC_LISTING_CONDITION,
} from './read-model.sql';

type Queryable = Pool | PoolClient;
type ListingRow = ListingRecord & { company: ListingCompanyRecord; zipStates: ZipStates; isPublic: boolean };

/** A row as PostgreSQL has it now: its version, and the document when visitors may see it. */
export interface SourceState<D> {
  version: number;
  document: D | null;
}

/** Current states by id; an id PostgreSQL no longer has is absent from the map. */
export type SourceStates<D> = Map<string, SourceState<D>>;

export async function listingStates(db: Queryable, ids: readonly string[]): Promise<SourceStates<ListingDocument>> {
  const { rows } = await db.query<ListingRow>(`${LISTING_WITH_COMPANY_SQL} WHERE l.id = ANY($1::uuid[])`, [ids]);
  return new Map(rows.map((row) => [row.id, { version: row.version, document: row.isPublic ? listingDocument(row) : null }]));
}

type Visible = { isPublic: boolean };
/** Whether visitors may see the row; appended to the view's columns. */
const IS_PUBLIC_COMPANY = `, (${PUBLIC_COMPANY_CONDITION}) AS "isPublic"`;
const IS_PUBLIC_EVENT = `, (${PUBLIC_EVENT_CONDITION}) AS "isPublic"`;
/** Adds a column to a view's SELECT list, just before its main FROM (the last one at the start of a line). */
function withVisibility(viewSql: string, column: string): string {
  const from = viewSql.lastIndexOf('\n  FROM ');
  return `${viewSql.slice(0, from)}${column}${viewSql.slice(from)}`;
}
const PUBLIC_COMPANY_VIEW_SQL = withVisibility(COMPANY_VIEW_SQL, IS_PUBLIC_COMPANY);
const PUBLIC_EVENT_VIEW_SQL = withVisibility(EVENT_VIEW_SQL, IS_PUBLIC_EVENT);

export async function companyStates(db: Queryable, ids: readonly string[]): Promise<SourceStates<CompanyDocument>> {
  const { rows } = await db.query<CompanyView & Visible & { version: number }>(`${PUBLIC_COMPANY_VIEW_SQL} WHERE c.id = ANY($1::uuid[])`, [
    ids,
  ]);
  return new Map(rows.map(({ isPublic, ...row }) => [row.id, { version: row.version, document: isPublic ? companyDocument(row) : null }]));
}

export async function eventStates(db: Queryable, ids: readonly string[]): Promise<SourceStates<EventDocument>> {
  const { rows } = await db.query<EventView & Visible & { version: number }>(
    `SELECT v.*, e2.version FROM (${PUBLIC_EVENT_VIEW_SQL} WHERE e.id = ANY($1::uuid[])) v JOIN events e2 ON e2.id = v.id`,
    [ids],
  );
  return new Map(rows.map(({ isPublic, ...row }) => [row.id, { version: row.version, document: isPublic ? eventDocument(row) : null }]));
}

/**
 * A short hash of everything a document holds. Stored in the document (listings: `cardHash`, which the API's card
 * cache also uses; companies and events: `contentHash`), so verify-index compares contents without fetching them.
 */
export function contentHash(document: object): string {
  return createHash('sha1').update(JSON.stringify(document)).digest('base64url').slice(0, 16);
}

/** Which field of each index's documents holds its contentHash. */
export const CONTENT_HASH_FIELD = { listings: 'cardHash', companies: 'contentHash', events: 'contentHash' } as const satisfies Record<
  IndexName,
  string
>;

function listingDocument(row: ListingRow): ListingDocument {
  const document = toListingDocument(row, row.company, row.zipStates);
  return { ...document, cardHash: contentHash(document) };
}

function companyDocument({ version, ...company }: CompanyView & { version: number }): CompanyDocument {
  const sector = company.sector ? { ...company.sector, label: decodeHtmlEntities(company.sector.label) } : null;
  const document = toCompanyDocument({ ...company, sector }, version);
  return { ...document, contentHash: contentHash(document) };
}

function eventDocument({ version, ...event }: EventView & { version: number }): EventDocument {
  const document = toEventDocument(event, version);
  return { ...document, contentHash: contentHash(document) };
}

/** Streams every visible document of a read model in id order, a batch at a time, for reindexing and drift checks. */
export async function* allListingDocuments(pool: Pool, batchSize = 5000): AsyncGenerator<ListingDocument[]> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await pool.query<ListingRow>(
      `${LISTING_WITH_COMPANY_SQL} WHERE ${PUBLIC_LISTING_CONDITION} AND ${PUBLIC_COMPANY_CONDITION} AND l.id > $1 ORDER BY l.id LIMIT $2`,
      [after, batchSize],
    );
    if (!rows.length) return;
    yield rows.map(listingDocument);
    after = rows[rows.length - 1]!.id;
  }
}

export async function* allCompanyDocuments(pool: Pool, batchSize = 2000): AsyncGenerator<CompanyDocument[]> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await pool.query<CompanyView & { version: number }>(
      `${COMPANY_VIEW_SQL} WHERE ${PUBLIC_COMPANY_CONDITION} AND c.id > $1 ORDER BY c.id LIMIT $2`,
      [after, batchSize],
    );
    if (!rows.length) return;
    yield rows.map(companyDocument);
    after = rows[rows.length - 1]!.id;
  }
}

export async function* allEventDocuments(pool: Pool, batchSize = 2000): AsyncGenerator<EventDocument[]> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await pool.query<EventView & { version: number }>(
      `SELECT v.*, e2.version
       FROM (${EVENT_VIEW_SQL} WHERE ${PUBLIC_EVENT_CONDITION} AND e.id > $1 ORDER BY e.id LIMIT $2) v JOIN events e2 ON e2.id = v.id ORDER BY v.id`,
      [after, batchSize],
    );
    if (!rows.length) return;
    yield rows.map(eventDocument);
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * The ids of a company's documents in one index, a batch at a time in id order: its public listings (only those
 * have a document) or all its events. For rebuilding them when the company changes something they show.
 */
export async function* companyDocumentIds(
  pool: Pool,
  companyId: string,
  type: 'listing' | 'event',
  batchSize: number,
): AsyncGenerator<string[]> {
  const sql =
    type === 'listing'
      ? `SELECT l.id FROM listings l WHERE l.company_id = $1 AND ${PUBLIC_LISTING_CONDITION} AND l.id > $2 ORDER BY l.id LIMIT $3`
      : 'SELECT e.id FROM events e WHERE e.company_id = $1 AND e.id > $2 ORDER BY e.id LIMIT $3';
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await pool.query<{ id: string }>(sql, [companyId, after, batchSize]);
    if (!rows.length) return;
    yield rows.map((row) => row.id);
    after = rows[rows.length - 1]!.id;
  }
}
