import { appendDomainEvent, type SqlExecutor } from './outbox';
import { effectivePackageKeySql } from './read-model.sql';

/** TypeORM answers a query with its rows; a pg client with `{ rows }`. */
async function rowsOf<T>(db: SqlExecutor, sql: string, parameters: unknown[]): Promise<T[]> {
  const result = (await db.query(sql, parameters)) as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/** An event counts against the package while it is upcoming (Berlin's calendar day) and not paused by it. */
export const COUNTED_EVENT_CONDITION = `e.event_date >= (now() AT TIME ZONE 'Europe/Berlin')::date AND e.paused_by_package_at IS NULL`;

/**
 * The advisory lock on a company's package: a publish holds it shared, a package change (booked, paid, overdue)
 * exclusively, so the change waits for the publishes in flight and counts them.
 */
export const packageLockKeySql = (companyId: string) => `hashtextextended('package:' || ${companyId}::text, 0)`;

/** Holds these companies' packages exclusively until the caller's transaction ends; in key order, so callers cannot deadlock. */
export async function lockPackages(db: SqlExecutor, companyIds: readonly string[]): Promise<void> {
  if (!companyIds.length) return;
  await db.query(
    `SELECT pg_advisory_xact_lock(key) FROM (SELECT ${packageLockKeySql('id')} AS key FROM unnest($1::uuid[]) AS id ORDER BY key) AS keys`,
    [companyIds],
  );
}

/**
 * The package whose limits apply now: the booked one, Starter when its invoice is overdue, Starter when nothing was
 * ever booked. `null` limits mean unlimited.
 */
export const EFFECTIVE_PACKAGE_SQL = `
  SELECT p.key, p.name, p.active_listings AS "activeListings", p.active_events AS "activeEvents",
    p.highlighted_placement AS "highlightedPlacement"
  FROM packages p
  WHERE p.key = ${effectivePackageKeySql('$1')}`;

export interface EffectivePackage {
  key: string;
  name: string;
  activeListings: number | null;
  activeEvents: number | null;
  highlightedPlacement: boolean;
}

export async function effectivePackage(db: SqlExecutor, companyId: string): Promise<EffectivePackage> {
  const [row] = await rowsOf<EffectivePackage>(db, EFFECTIVE_PACKAGE_SQL, [companyId]);
  if (!row) throw new Error('The packages table has no starter row');
  return row;
}

interface ChangedListing {
  id: string;
  version: number;
  title: string;
  is_ausbildung: boolean;
}

interface ChangedEvent {
  id: string;
  version: number;
  title: string;
  event_date: string;
}

async function announceListings(db: SqlExecutor, companyId: string, rows: ChangedListing[], status: 'aktiv' | 'pausiert'): Promise<void> {
  for (const row of rows) {
    await appendDomainEvent(db, {
      type: 'listing.status-changed',
      aggregateId: row.id,
      aggregateVersion: row.version,
      companyId,
      payload: { title: row.title, status, isAusbildung: row.is_ausbildung },
    });
  }
}

async function announceEvents(db: SqlExecutor, companyId: string, rows: ChangedEvent[]): Promise<void> {
  for (const row of rows) {
    await appendDomainEvent(db, {
      type: 'event.updated',
      aggregateId: row.id,
      aggregateVersion: row.version,
      companyId,
      payload: { title: row.title, eventDate: row.event_date },
    });
  }
}

export interface RefitResult {
  listings: number;
  events: number;
}

/**
 * A downgrade or an unpaid package: the company's active listings and upcoming events beyond the limits of the
 * package in force are paused, the oldest stay online and the newest go first; nothing is deleted. Each pause is
 * marked, so the offer comes back by itself when the package covers it again. Runs in the caller's transaction.
 */
export async function pauseOffersBeyondLimit(db: SqlExecutor, companyId: string): Promise<RefitResult> {
  const { activeListings, activeEvents } = await effectivePackage(db, companyId);
  const listings =
    activeListings === null
      ? []
      : await rowsOf<ChangedListing>(
          db,
          `WITH beyond AS (
             SELECT id FROM listings WHERE company_id = $1 AND status = 'aktiv'
             ORDER BY created_at ASC, id ASC OFFSET $2 FOR UPDATE
           ), changed AS (
             UPDATE listings l SET status = 'pausiert', paused_by_package_at = now(), version = l.version + 1, updated_at = now()
             FROM beyond WHERE l.id = beyond.id RETURNING l.id, l.version, l.title, l.is_ausbildung
           )
           SELECT * FROM changed`,
          [companyId, activeListings],
        );
  const events =
    activeEvents === null
      ? []
      : await rowsOf<ChangedEvent>(
          db,
          `WITH beyond AS (
             SELECT e.id FROM events e WHERE e.company_id = $1 AND ${COUNTED_EVENT_CONDITION}
             ORDER BY e.created_at ASC, e.id ASC OFFSET $2 FOR UPDATE
           ), changed AS (
             UPDATE events e SET paused_by_package_at = now(), version = e.version + 1, updated_at = now()
             FROM beyond WHERE e.id = beyond.id
             RETURNING e.id, e.version, e.title, to_char(e.event_date, 'YYYY-MM-DD') AS event_date
           )
           SELECT * FROM changed`,
          [companyId, activeEvents],
        );
  await announceListings(db, companyId, listings, 'pausiert');
  await announceEvents(db, companyId, events);
  return { listings: listings.length, events: events.length };
}

/**
 * The package covers more again (paid, upgraded): offers the platform paused come back, oldest first, up to the
 * limits. An event whose day passed while paused stays paused: it would only reappear among the past ones.
 */
export async function restoreOffersWithinLimit(db: SqlExecutor, companyId: string): Promise<RefitResult> {
  const { activeListings, activeEvents } = await effectivePackage(db, companyId);
  const listings = await rowsOf<ChangedListing>(
    db,
    `WITH room AS (
       SELECT CASE WHEN $2::int IS NULL THEN NULL
         ELSE GREATEST($2::int - (SELECT count(*) FROM listings WHERE company_id = $1 AND status = 'aktiv')::int, 0) END AS free
     ), candidates AS (
       SELECT id FROM listings WHERE company_id = $1 AND status = 'pausiert' AND paused_by_package_at IS NOT NULL
       ORDER BY created_at ASC, id ASC LIMIT (SELECT free FROM room) FOR UPDATE
     ), changed AS (
       UPDATE listings l SET status = 'aktiv', paused_by_package_at = NULL, version = l.version + 1, updated_at = now()
       FROM candidates WHERE l.id = candidates.id RETURNING l.id, l.version, l.title, l.is_ausbildung
     )
     SELECT * FROM changed`,
    [companyId, activeListings],
  );
  const events = await rowsOf<ChangedEvent>(
    db,
    `WITH room AS (
       SELECT CASE WHEN $2::int IS NULL THEN NULL
         ELSE GREATEST($2::int - (SELECT count(*) FROM events e WHERE e.company_id = $1 AND ${COUNTED_EVENT_CONDITION})::int, 0) END AS free
     ), candidates AS (
       SELECT id FROM events WHERE company_id = $1 AND paused_by_package_at IS NOT NULL
         AND event_date >= (now() AT TIME ZONE 'Europe/Berlin')::date
       ORDER BY created_at ASC, id ASC LIMIT (SELECT free FROM room) FOR UPDATE
     ), changed AS (
       UPDATE events e SET paused_by_package_at = NULL, version = e.version + 1, updated_at = now()
       FROM candidates WHERE e.id = candidates.id
       RETURNING e.id, e.version, e.title, to_char(e.event_date, 'YYYY-MM-DD') AS event_date
     )
     SELECT * FROM changed`,
    [companyId, activeEvents],
  );
  await announceListings(db, companyId, listings, 'aktiv');
  await announceEvents(db, companyId, events);
  return { listings: listings.length, events: events.length };
}

/**
 * After a subscription change: when another package is in force than the one keyed `beforeKey`, say so, so the
 * search documents that show it (the highlighted placement of every listing) are rebuilt. Version 0: the company
 * row itself did not change.
 */
export async function announcePackageChange(db: SqlExecutor, companyId: string, beforeKey: string): Promise<void> {
  const after = await effectivePackage(db, companyId);
  if (after.key === beforeKey) return;
  await appendDomainEvent(db, {
    type: 'company.package-changed',
    aggregateId: companyId,
    aggregateVersion: 0,
    companyId,
    payload: { packageKey: after.key, highlighted: after.highlightedPlacement },
  });
}
