import type { Pool } from 'pg';

/** Datenschutz: registrations (names, e-mail addresses, many of minors) are kept until 30 days after the event. */
export const REGISTRATION_RETENTION_DAYS = 30;

/**
 * Deletes the registrations of every event that ended more than the retention period ago (German calendar days).
 * The events keep their registration_count, so the organiser's counts stay.
 */
export async function purgePastEventRegistrations(pool: Pool): Promise<number> {
  const { rowCount } = await pool.query(
    `DELETE FROM event_registrations r USING events e
     WHERE r.event_id = e.id AND e.event_date + $1::int < (now() AT TIME ZONE 'Europe/Berlin')::date`,
    [REGISTRATION_RETENTION_DAYS],
  );
  return rowCount ?? 0;
}
