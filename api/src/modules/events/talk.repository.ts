import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  minutesOfDay,
  TALK_MINUTES,
  type ExhibitorTalkSlot,
  type ManagedTalkBooking,
  type TalkSlotSeries,
  type VisitorTalkBooking,
  type VisitorTalks,
} from '@praxisnah/contracts';
import type { CalendarEventSource } from '@praxisnah/read-models';
import { hashToken } from './commands/register-for-event.command';

/** The same answer for a wrong token, another event's token and an unknown registration: a guessed link learns nothing. */
export const INVALID_TALK_LINK = 'Dieser Link ist ungültig. Bitte nutze den Link aus deiner Bestätigungs-E-Mail.';
export const NOT_AN_EXHIBITOR = 'Ihr Unternehmen ist für diese Veranstaltung nicht als Aussteller zugelassen.';
const SLOT_NOT_FOUND = 'Dieser Gesprächstermin wurde nicht gefunden.';

/** The admitted exhibitor a company is at one event, with what its mails need. */
export interface TalkExhibitor {
  id: string;
  companyName: string;
  contactEmail: string;
}

export interface TalkVisitor {
  registrationId: string;
  name: string;
  email: string;
}

/** One booking with everything its two mails need. */
export interface TalkBookingDetails {
  id: string;
  registrationId: string;
  startTime: string;
  endTime: string;
  companyName: string;
  exhibitorEmail: string;
  visitorName: string;
  visitorEmail: string;
  event: CalendarEventSource;
}

const END_TIME = `to_char(s.start_time + interval '${TALK_MINUTES} minutes', 'HH24:MI')`;
const COMPANY = `json_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'logoUrl', c.logo_url)`;

/**
 * Talk slots and their bookings. Double bookings are refused by the unique indexes (one booking per slot, one per
 * visitor and exhibitor), not by a read before the write: concurrent bookings of one slot insert at the same time and
 * the index lets exactly one through.
 */
@Injectable()
export class TalkRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The company's admitted exhibitor entry at this event; 403 for a company that is none. */
  async exhibitor(eventId: string, companyId: string): Promise<TalkExhibitor> {
    const [row] = await this.dataSource.query<TalkExhibitor[]>(
      `SELECT x.id, c.name AS "companyName", x.contact_email AS "contactEmail"
       FROM event_exhibitors x JOIN companies c ON c.id = x.company_id
       WHERE x.event_id = $1 AND x.company_id = $2 AND x.status = 'accepted'`,
      [eventId, companyId],
    );
    if (!row) throw new ForbiddenException({ message: NOT_AN_EXHIBITOR });
    return row;
  }

  /** Creates every free 10-minute slot of the series within the event's hours; existing start times are kept. */
  async createSeries(eventId: string, exhibitorId: string, series: TalkSlotSeries): Promise<number> {
    const [event] = await this.dataSource.query<{ startTime: string | null; endTime: string | null; isPast: boolean }[]>(
      `SELECT to_char(start_time, 'HH24:MI') AS "startTime", to_char(end_time, 'HH24:MI') AS "endTime",
         event_date < (now() AT TIME ZONE 'Europe/Berlin')::date AS "isPast" FROM events WHERE id = $1`,
      [eventId],
    );
    if (!event || event.isPast) throw new ConflictException({ message: 'Diese Veranstaltung hat schon stattgefunden.' });
    if ((event.startTime && series.from < event.startTime) || (event.endTime && series.to > event.endTime)) {
      throw new ConflictException({
        message: `Gesprächstermine müssen in der Öffnungszeit der Veranstaltung liegen (${event.startTime ?? '00:00'}–${event.endTime ?? '24:00'} Uhr).`,
      });
    }
    const inserted = await this.dataSource.query<{ id: string }[]>(
      `WITH created AS (
         INSERT INTO event_talk_slots (id, event_id, exhibitor_id, start_time)
         SELECT gen_random_uuid(), $1, $2, $3::time + step * interval '${TALK_MINUTES} minutes' FROM generate_series(0, $4::int - 1) AS step
         ON CONFLICT (exhibitor_id, start_time) DO NOTHING RETURNING id
       )
       SELECT id FROM created`,
      [eventId, exhibitorId, series.from, (minutesOfDay(series.to) - minutesOfDay(series.from)) / TALK_MINUTES],
    );
    return inserted.length;
  }

  slotsOf(exhibitorId: string): Promise<ExhibitorTalkSlot[]> {
    return this.dataSource.query<ExhibitorTalkSlot[]>(
      `SELECT s.id, to_char(s.start_time, 'HH24:MI') AS "startTime", ${END_TIME} AS "endTime",
         CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object('id', b.id, 'name', r.name, 'school', r.school) END AS booking
       FROM event_talk_slots s
       LEFT JOIN event_talk_bookings b ON b.slot_id = s.id LEFT JOIN event_registrations r ON r.id = b.registration_id
       WHERE s.exhibitor_id = $1 ORDER BY s.start_time`,
      [exhibitorId],
    );
  }

  /** Only the exhibitor's own, unbooked slots; the bookings' foreign key refuses a slot that was booked meanwhile. */
  async deleteSlot(exhibitorId: string, slotId: string): Promise<void> {
    try {
      const deleted = await this.dataSource.query<{ id: string }[]>(
        `WITH deleted AS (DELETE FROM event_talk_slots WHERE id = $1 AND exhibitor_id = $2 RETURNING id) SELECT id FROM deleted`,
        [slotId, exhibitorId],
      );
      if (!deleted.length) throw new NotFoundException({ message: SLOT_NOT_FOUND });
    } catch (error) {
      if ((error as { code?: string }).code === '23503') {
        throw new ConflictException({ message: 'Dieser Termin ist schon gebucht. Gebuchte Termine können nur die Besucher absagen.' });
      }
      throw error;
    }
  }

  /** The registered visitor the token belongs to, within this event only. */
  async visitor(eventId: string, token: string): Promise<TalkVisitor> {
    const [row] = await this.dataSource.query<(TalkVisitor & { status: string; isPast: boolean })[]>(
      `SELECT r.id AS "registrationId", r.name, r.email, r.status, e.event_date < (now() AT TIME ZONE 'Europe/Berlin')::date AS "isPast"
       FROM event_registrations r JOIN events e ON e.id = r.event_id WHERE r.cancel_token_hash = $1 AND r.event_id = $2`,
      [hashToken(token), eventId],
    );
    if (!row || row.status === 'cancelled') throw new NotFoundException({ message: INVALID_TALK_LINK });
    if (row.isPast) throw new ConflictException({ message: 'Diese Veranstaltung hat schon stattgefunden.' });
    if (row.status !== 'registered') {
      throw new ConflictException({ message: 'Gespräche kannst du buchen, sobald du von der Warteliste nachgerückt bist.' });
    }
    return { registrationId: row.registrationId, name: row.name, email: row.email };
  }

  async visitorView(eventId: string, visitor: TalkVisitor): Promise<VisitorTalks> {
    const [event] = await this.dataSource.query<VisitorTalks['event'][]>(
      `SELECT id, title, to_char(event_date, 'YYYY-MM-DD') AS "eventDate" FROM events WHERE id = $1`,
      [eventId],
    );
    const exhibitors = await this.dataSource.query<VisitorTalks['exhibitors']>(
      `SELECT x.id AS "exhibitorId", ${COMPANY} AS company,
         json_agg(json_build_object('id', s.id, 'startTime', to_char(s.start_time, 'HH24:MI'), 'endTime', ${END_TIME})
           ORDER BY s.start_time) AS "freeSlots"
       FROM event_exhibitors x JOIN companies c ON c.id = x.company_id
       JOIN event_talk_slots s ON s.exhibitor_id = x.id AND NOT EXISTS (SELECT 1 FROM event_talk_bookings b WHERE b.slot_id = s.id)
       WHERE x.event_id = $1 AND x.status = 'accepted'
       GROUP BY x.id, c.id ORDER BY c.name`,
      [eventId],
    );
    const bookings = await this.dataSource.query<VisitorTalkBooking[]>(
      `SELECT b.id, s.id AS "slotId", to_char(s.start_time, 'HH24:MI') AS "startTime", ${END_TIME} AS "endTime", ${COMPANY} AS company
       FROM event_talk_bookings b JOIN event_talk_slots s ON s.id = b.slot_id
       JOIN event_exhibitors x ON x.id = b.exhibitor_id JOIN companies c ON c.id = x.company_id
       WHERE b.registration_id = $1 ORDER BY s.start_time`,
      [visitor.registrationId],
    );
    return { visitorName: visitor.name, event: event!, exhibitors, bookings };
  }

  /**
   * One insert decides: the unique indexes refuse a taken slot and a second talk with the same exhibitor, also when
   * twenty visitors press at once. Only then is it worked out which rule refused, for the message.
   */
  async book(eventId: string, visitor: TalkVisitor, slotId: string): Promise<string> {
    const id = randomUUID();
    const inserted = await this.insertBooking(id, eventId, visitor, slotId);
    if (inserted) return id;
    const [reason] = await this.dataSource.query<{ slotFound: boolean; sameExhibitor: boolean }[]>(
      `SELECT EXISTS (SELECT 1 FROM event_talk_slots s WHERE s.id = $1 AND s.event_id = $3) AS "slotFound",
         EXISTS (SELECT 1 FROM event_talk_bookings b JOIN event_talk_slots s ON s.id = $1
                 WHERE b.registration_id = $2 AND b.exhibitor_id = s.exhibitor_id) AS "sameExhibitor"`,
      [slotId, visitor.registrationId, eventId],
    );
    if (!reason?.slotFound) throw new NotFoundException({ message: SLOT_NOT_FOUND });
    if (reason.sameExhibitor) {
      throw new ConflictException({
        message: 'Du hast bei diesem Aussteller schon einen Gesprächstermin. Sag ihn ab, wenn du lieber eine andere Zeit möchtest.',
      });
    }
    throw new ConflictException({ message: 'Dieser Termin wurde gerade vergeben. Bitte wähle eine andere Zeit.' });
  }

  /** False when a unique index refused; a slot the exhibitor deleted meanwhile fails its foreign key and counts as none. */
  private async insertBooking(id: string, eventId: string, visitor: TalkVisitor, slotId: string): Promise<boolean> {
    try {
      const inserted = await this.dataSource.query<{ id: string }[]>(
        `WITH booked AS (
         INSERT INTO event_talk_bookings (id, slot_id, exhibitor_id, registration_id)
         SELECT $1, s.id, s.exhibitor_id, $2 FROM event_talk_slots s JOIN event_exhibitors x ON x.id = s.exhibitor_id
         WHERE s.id = $3 AND s.event_id = $4 AND x.status = 'accepted'
         ON CONFLICT DO NOTHING RETURNING id
       )
       SELECT id FROM booked`,
        [id, visitor.registrationId, slotId, eventId],
      );
      return inserted.length > 0;
    } catch (error) {
      if ((error as { code?: string }).code === '23503') throw new NotFoundException({ message: SLOT_NOT_FOUND });
      throw error;
    }
  }

  /** Deletes the visitor's own booking and returns what the mails need; null when there is none (already cancelled). */
  async cancel(visitor: TalkVisitor, bookingId: string): Promise<TalkBookingDetails | null> {
    const details = await this.details(bookingId);
    if (!details || details.registrationId !== visitor.registrationId) return null;
    const deleted = await this.dataSource.query<{ id: string }[]>(
      `WITH deleted AS (DELETE FROM event_talk_bookings WHERE id = $1 AND registration_id = $2 RETURNING id) SELECT id FROM deleted`,
      [bookingId, visitor.registrationId],
    );
    return deleted.length ? details : null;
  }

  async details(bookingId: string): Promise<TalkBookingDetails | null> {
    const [row] = await this.dataSource.query<TalkBookingDetails[]>(
      `SELECT b.id, b.registration_id AS "registrationId", to_char(s.start_time, 'HH24:MI') AS "startTime", ${END_TIME} AS "endTime",
         c.name AS "companyName",
         x.contact_email AS "exhibitorEmail", r.name AS "visitorName", r.email AS "visitorEmail",
         json_build_object('id', e.id, 'title', e.title, 'eventDate', to_char(e.event_date, 'YYYY-MM-DD'),
           'startTime', to_char(e.start_time, 'HH24:MI'), 'endTime', to_char(e.end_time, 'HH24:MI'),
           'location', e.location, 'address', e.address, 'zip', e.zip, 'city', e.city) AS event
       FROM event_talk_bookings b JOIN event_talk_slots s ON s.id = b.slot_id
       JOIN event_exhibitors x ON x.id = b.exhibitor_id JOIN companies c ON c.id = x.company_id
       JOIN event_registrations r ON r.id = b.registration_id JOIN events e ON e.id = s.event_id
       WHERE b.id = $1`,
      [bookingId],
    );
    return row ?? null;
  }

  /** Every booked talk of the event, for the organiser, in time order. */
  forEvent(eventId: string): Promise<ManagedTalkBooking[]> {
    return this.dataSource.query<ManagedTalkBooking[]>(
      `SELECT b.id, to_char(s.start_time, 'HH24:MI') AS "startTime", ${END_TIME} AS "endTime", ${COMPANY} AS company,
         json_build_object('name', r.name, 'email', r.email) AS visitor, to_json(b.created_at) #>> '{}' AS "createdAt"
       FROM event_talk_bookings b JOIN event_talk_slots s ON s.id = b.slot_id
       JOIN event_exhibitors x ON x.id = b.exhibitor_id JOIN companies c ON c.id = x.company_id
       JOIN event_registrations r ON r.id = b.registration_id
       WHERE s.event_id = $1 ORDER BY s.start_time, c.name`,
      [eventId],
    );
  }
}
