/** Something that runs one statement in its own transaction: a pg Pool, or a pg Client outside BEGIN. */
export interface Queryable {
  query<R extends object>(sql: string, parameters?: unknown[]): Promise<{ rows: R[] }>;
}

/** The tables whose rows belong to the region their postcode falls in. */
export const REGIONAL_TABLES = ['companies', 'listings', 'events'] as const;
export type RegionalTable = (typeof REGIONAL_TABLES)[number];

/** Rows per transaction: a slice takes tens of milliseconds, so no write waits long on a row it locked. */
export const REASSIGNMENT_SLICE = 2_000;

/** A region whose area change waits for the re-assignment, with the mark exactly as stored (text keeps microseconds). */
export interface WaitingRegion {
  id: number;
  requestedAt: string;
}

/**
 * Re-assigns the next `size` rows of a table after `afterId` (primary-key order) by the areas as committed, in one
 * statement and so one short transaction; returns the last id it looked at (null: the table is done) and how many
 * rows moved. Only rows in the wrong region are written, so a rerun only finishes what is left.
 */
export async function reassignSlice(
  db: Queryable,
  table: RegionalTable,
  afterId: string | null,
  size: number,
): Promise<{ lastId: string | null; moved: number }> {
  const { rows } = await db.query<{ last_id: string | null; moved: number }>(
    'SELECT last_id, moved FROM reassign_regions_batch($1, $2, $3)',
    [table, afterId, size],
  );
  return { lastId: rows[0]?.last_id ?? null, moved: rows[0]?.moved ?? 0 };
}

/** Every company, listing and event into the region its postcode now falls in, slice by slice; returns how many moved. */
export async function reassignAllRows(db: Queryable, sliceSize = REASSIGNMENT_SLICE): Promise<number> {
  let moved = 0;
  for (const table of REGIONAL_TABLES) {
    let afterId: string | null = null;
    do {
      const slice = await reassignSlice(db, table, afterId, sliceSize);
      moved += slice.moved;
      afterId = slice.lastId;
    } while (afterId !== null);
  }
  return moved;
}

export async function waitingRegions(db: Queryable): Promise<WaitingRegion[]> {
  const { rows } = await db.query<WaitingRegion>(
    `SELECT id, reassignment_requested_at::text AS "requestedAt" FROM regions
     WHERE reassignment_requested_at IS NOT NULL AND reassigned_at IS NULL ORDER BY id`,
  );
  return rows;
}

/**
 * Marks the regions done whose mark is still the one read before the pass. A region saved again meanwhile has a new
 * mark (and its save holds the row lock until it commits, which this update waits for), so it stays waiting for the
 * next run, which its save enqueued.
 */
export async function markReassigned(db: Queryable, regions: readonly WaitingRegion[]): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE regions r SET reassigned_at = clock_timestamp()
     FROM unnest($1::int[], $2::timestamptz[]) AS w (id, requested_at)
     WHERE r.id = w.id AND r.reassignment_requested_at = w.requested_at AND r.reassigned_at IS NULL
     RETURNING r.id`,
    [regions.map((region) => region.id), regions.map((region) => region.requestedAt)],
  );
  return rows.length;
}
