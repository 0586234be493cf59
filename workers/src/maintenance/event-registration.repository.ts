import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../infrastructure/infrastructure.module';

/** Datenschutz: registrations (names, e-mail addresses, many of minors) are kept until 30 days after the event. */
export const REGISTRATION_RETENTION_DAYS = 30;

/** Event registrations as the maintenance jobs handle them. */
@Injectable()
export class EventRegistrationRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /**
   * Deletes the registrations of every event that ended more than the retention period ago (German calendar days);
   * answers how many. The events keep their registration_count, so the organiser's counts stay.
   */
  async purgePastEvents(): Promise<number> {
    const { rowCount } = await this.pool.query(
      `DELETE FROM event_registrations r USING events e
       WHERE r.event_id = e.id AND e.event_date + $1::int < (now() AT TIME ZONE 'Europe/Berlin')::date`,
      [REGISTRATION_RETENTION_DAYS],
    );
    return rowCount ?? 0;
  }
}
