import { appendDomainEvent, type SqlExecutor } from './outbox';

/** TypeORM answers a query with its rows; a pg client with `{ rows }`. */
async function rowsOf<T>(db: SqlExecutor, sql: string, parameters: unknown[]): Promise<T[]> {
  const result = (await db.query(sql, parameters)) as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/**
 * The package whose limits apply now: the booked one, Starter when its invoice is overdue, Starter when nothing was
 * ever booked. `null` limits mean unlimited.
 */
export const EFFECTIVE_PACKAGE_SQL = `
  SELECT p.key, p.name, p.active_listings AS "activeListings", p.active_events AS "activeEvents"
  FROM packages p
  WHERE p.key = COALESCE(
    (SELECT CASE WHEN s.status = 'overdue' THEN 'starter' ELSE s.package_key END FROM company_subscriptions s WHERE s.company_id = $1),
    'starter')`;

export interface EffectivePackage {
  key: string;
  name: string;
  activeListings: number | null;
  activeEvents: number | null;
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

async function announce(db: SqlExecutor, companyId: string, rows: ChangedListing[], status: 'aktiv' | 'pausiert'): Promise<void> {
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

/**
 * A downgrade or an unpaid package: the company's active listings beyond the limit of the package in force are
 * paused, the oldest stay online and the newest go first; nothing is deleted. Each pause is marked, so the listing
 * comes back by itself when the package covers it again. Runs in the caller's transaction.
 */
export async function pauseListingsBeyondLimit(db: SqlExecutor, companyId: string): Promise<number> {
  const { activeListings: limit } = await effectivePackage(db, companyId);
  if (limit === null) return 0;
  const paused = await rowsOf<ChangedListing>(
    db,
    `WITH beyond AS (
       SELECT id FROM listings WHERE company_id = $1 AND status = 'aktiv'
       ORDER BY created_at ASC, id ASC OFFSET $2 FOR UPDATE
     ), changed AS (
       UPDATE listings l SET status = 'pausiert', paused_by_package_at = now(), version = l.version + 1, updated_at = now()
       FROM beyond WHERE l.id = beyond.id RETURNING l.id, l.version, l.title, l.is_ausbildung
     )
     SELECT * FROM changed`,
    [companyId, limit],
  );
  await announce(db, companyId, paused, 'pausiert');
  return paused.length;
}

/** The package covers more again (paid, upgraded): listings the platform paused come back, oldest first, up to the limit. */
export async function restoreListingsWithinLimit(db: SqlExecutor, companyId: string): Promise<number> {
  const { activeListings: limit } = await effectivePackage(db, companyId);
  const restored = await rowsOf<ChangedListing>(
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
    [companyId, limit],
  );
  await announce(db, companyId, restored, 'aktiv');
  return restored.length;
}
