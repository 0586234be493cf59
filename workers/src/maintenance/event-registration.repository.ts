import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { CalendarEventSource } from '@praxisnah/read-models';
import { PG_POOL } from '../infrastructure/infrastructure.module';

/** Datenschutz: registrations (names, e-mail addresses, many of minors) are kept until 30 days after the event. */
export const REGISTRATION_RETENTION_DAYS = 30;

/** A registration to remind of its event tomorrow, with the event the mail describes. */
export interface RegistrationReminder {
  name: string;
  email: string;
  seats: number;
  checkinCode: string;
  companyId: string | null;
  event: CalendarEventSource;
}

/** Event registrations as the maintenance jobs handle them. */
@Injectable()
export class EventRegistrationRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /**
   * Everyone registered for an event tomorrow (German calendar day) and not yet reminded, each claimed (reminded_at)
   * in the statement that selects it, so two runs at once never remind of one twice.
   */
  async claimTomorrowsReminders(): Promise<RegistrationReminder[]> {
    const { rows } = await this.pool.query<RegistrationReminder>(
      `UPDATE event_registrations r SET reminded_at = now() FROM events e
       WHERE r.event_id = e.id AND r.status = 'registered' AND r.reminded_at IS NULL
         AND e.event_date = (now() AT TIME ZONE 'Europe/Berlin')::date + 1
       RETURNING r.name, r.email, r.seats, r.checkin_code AS "checkinCode", e.company_id AS "companyId",
         json_build_object('id', e.id, 'title', e.title, 'eventDate', to_char(e.event_date, 'YYYY-MM-DD'),
           'startTime', to_char(e.start_time, 'HH24:MI'), 'endTime', to_char(e.end_time, 'HH24:MI'),
           'location', e.location, 'address', e.address, 'zip', e.zip, 'city', e.city) AS event`,
    );
    return rows;
  }

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
