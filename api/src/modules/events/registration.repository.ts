import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { EventManagement, EventParticipantsRow, ManagedRegistration, RegistrationStatus } from '@praxisnah/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { OutboxWriter } from '../../shared/outbox/outbox-writer';
import { PUBLIC_EVENT_CONDITION, type CalendarEventSource } from '@praxisnah/read-models';
import { EVENT_NOT_FOUND } from './event.repository';

/** The event as a registration needs it, read under its row lock. */
export interface LockedEvent extends CalendarEventSource {
  companyId: string | null;
  registrationRequired: boolean;
  maxParticipants: number | null;
  registrationCount: number;
  version: number;
  isPast: boolean;
  /** Visitors may see it: not hidden by a moderator, not paused by its package, its company public. */
  isPublic: boolean;
}

export interface RegistrationRow {
  id: string;
  eventId: string;
  kind: 'person' | 'class';
  name: string;
  email: string;
  seats: number;
  status: RegistrationStatus;
  cancelTokenHash: string;
  checkinCode: string;
}

export interface NewRegistration {
  eventId: string;
  kind: 'person' | 'class';
  name: string;
  email: string;
  school: string | null;
  classLevel: string | null;
  interests: string[];
  seats: number;
  status: 'registered' | 'waiting';
  cancelTokenHash: string;
}

const MANAGED_COLUMNS = `r.id, r.kind, r.name, r.email, r.school, r.class_level AS "classLevel", r.interests, r.seats, r.status,
  CASE WHEN r.status = 'waiting'
    THEN (SELECT count(*)::int FROM event_registrations w WHERE w.event_id = r.event_id AND w.status = 'waiting' AND w.seq <= r.seq)
  END AS "waitingPosition",
  to_json(r.checked_in_at) #>> '{}' AS "checkedInAt", to_json(r.created_at) #>> '{}' AS "createdAt"`;

const ROW_COLUMNS = `id, event_id AS "eventId", kind, name, email, seats, status, cancel_token_hash AS "cancelTokenHash",
  checkin_code AS "checkinCode"`;

/**
 * Registrations and the event row they count against. Every change of places runs under the event's row lock
 * (`lockEvent`), so concurrent sign-ups and cancellations are applied one after another and the count never
 * exceeds the places.
 */
@Injectable()
export class RegistrationRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
  ) {}

  async lockEvent(manager: EntityManager, eventId: string): Promise<LockedEvent> {
    const [event] = await manager.query<LockedEvent[]>(
      `SELECT e.id, e.company_id AS "companyId", e.title, to_char(e.event_date, 'YYYY-MM-DD') AS "eventDate",
         to_char(e.start_time, 'HH24:MI') AS "startTime", to_char(e.end_time, 'HH24:MI') AS "endTime", e.location, e.address,
         e.zip, e.city, e.registration_required AS "registrationRequired", e.max_participants AS "maxParticipants",
         e.registration_count AS "registrationCount", e.version,
         e.event_date < (now() AT TIME ZONE 'Europe/Berlin')::date AS "isPast", (${PUBLIC_EVENT_CONDITION}) AS "isPublic"
       FROM events e LEFT JOIN companies c ON c.id = e.company_id WHERE e.id = $1 FOR UPDATE OF e`,
      [eventId],
    );
    if (!event) throw new NotFoundException({ message: EVENT_NOT_FOUND });
    return event;
  }

  /** Called when the insert met the unique index: says kindly whether the address is registered or waiting. */
  async refuseDuplicate(manager: EntityManager, eventId: string, email: string): Promise<never> {
    const [existing] = await manager.query<{ status: RegistrationStatus }[]>(
      `SELECT status FROM event_registrations WHERE event_id = $1 AND email = $2 AND status <> 'cancelled'`,
      [eventId, email],
    );
    throw new ConflictException({
      message:
        existing?.status === 'waiting'
          ? 'Mit dieser E-Mail-Adresse stehst du schon auf der Warteliste. Schau in dein Postfach – dort ist auch dein Abmeldelink.'
          : 'Mit dieser E-Mail-Adresse bist du schon angemeldet. Schau in dein Postfach – dort findest du deinen QR-Code.',
    });
  }

  /**
   * Inserts unless the address is already registered or waiting (then null), and numbers a waiting registration in
   * the same statement: it runs after the event's lock was granted, so it sees every earlier registration, and the
   * row it inserts itself is the one added.
   */
  async insert(
    manager: EntityManager,
    registration: NewRegistration,
  ): Promise<(RegistrationRow & { waitingPosition: number | null }) | null> {
    const [row] = await manager.query<(RegistrationRow & { waitingPosition: number | null })[]>(
      `WITH inserted AS (
         INSERT INTO event_registrations (id, event_id, kind, name, email, school, class_level, interests, seats, status,
           cancel_token_hash, checkin_code, privacy_accepted_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now())
         ON CONFLICT (event_id, email) WHERE status <> 'cancelled' DO NOTHING
         RETURNING ${ROW_COLUMNS}
       )
       SELECT inserted.*, CASE WHEN inserted.status = 'waiting' THEN 1 + (
         SELECT count(*)::int FROM event_registrations w WHERE w.event_id = inserted."eventId" AND w.status = 'waiting'
       ) END AS "waitingPosition"
       FROM inserted`,
      [
        randomUUID(),
        registration.eventId,
        registration.kind,
        registration.name,
        registration.email,
        registration.school,
        registration.classLevel,
        registration.interests,
        registration.seats,
        registration.status,
        registration.cancelTokenHash,
        checkinCode(),
      ],
    );
    return row ?? null;
  }

  async lockRegistration(manager: EntityManager, id: string): Promise<RegistrationRow | null> {
    const [row] = await manager.query<RegistrationRow[]>(`SELECT ${ROW_COLUMNS} FROM event_registrations WHERE id = $1 FOR UPDATE`, [id]);
    return row ?? null;
  }

  async eventIdOf(manager: EntityManager, registrationId: string): Promise<string | null> {
    const [row] = await manager.query<{ eventId: string }[]>(`SELECT event_id AS "eventId" FROM event_registrations WHERE id = $1`, [
      registrationId,
    ]);
    return row?.eventId ?? null;
  }

  /** A cancelled visitor's talks with exhibitors are freed for others. */
  async markCancelled(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE event_registrations SET status = 'cancelled', cancelled_at = now() WHERE id = $1`, [id]);
    await manager.query(`DELETE FROM event_talk_bookings WHERE registration_id = $1`, [id]);
  }

  /**
   * Moves the waiting list up in order while the first in line fits into the free places. A class that does not fit
   * stops the line rather than letting later, smaller registrations pass it.
   */
  async promoteWaiting(manager: EntityManager, event: LockedEvent, registeredSeats: number): Promise<RegistrationRow[]> {
    const promoted: RegistrationRow[] = [];
    let seats = registeredSeats;
    for (;;) {
      const [next] = await manager.query<RegistrationRow[]>(
        `SELECT ${ROW_COLUMNS} FROM event_registrations WHERE event_id = $1 AND status = 'waiting' ORDER BY seq LIMIT 1`,
        [event.id],
      );
      if (!next || !fits(event.maxParticipants, seats, next.seats)) return promoted;
      await manager.query(`UPDATE event_registrations SET status = 'registered', promoted_at = now() WHERE id = $1`, [next.id]);
      seats += next.seats;
      promoted.push({ ...next, status: 'registered' });
    }
  }

  /** Writes the new count with a new version and an outbox event, so the events index shows the free places. */
  async saveRegistrationCount(manager: EntityManager, event: LockedEvent, registrationCount: number): Promise<void> {
    const version = event.version + 1;
    await manager.query(`UPDATE events SET registration_count = $2, version = $3, updated_at = now() WHERE id = $1`, [
      event.id,
      registrationCount,
      version,
    ]);
    await this.outbox.append(manager, {
      type: 'event.registrations-changed',
      aggregateId: event.id,
      aggregateVersion: version,
      companyId: event.companyId,
      payload: { registrationCount, maxParticipants: event.maxParticipants },
    });
  }

  /** What the organiser's screens read: every registration of one event, waiting list in order. */
  async management(eventId: string): Promise<EventManagement> {
    const [event] = await this.dataSource.query<EventManagement['event'][]>(
      `SELECT id, title, to_char(event_date, 'YYYY-MM-DD') AS "eventDate", max_participants AS "maxParticipants",
         registration_count AS "registrationCount", registration_required AS "registrationRequired" FROM events WHERE id = $1`,
      [eventId],
    );
    const registrations = await this.dataSource.query<ManagedRegistration[]>(
      `SELECT ${MANAGED_COLUMNS} FROM event_registrations r WHERE r.event_id = $1
       ORDER BY CASE r.status WHEN 'registered' THEN 0 WHEN 'waiting' THEN 1 ELSE 2 END, r.seq`,
      [eventId],
    );
    return { event: event!, registrations };
  }

  /** Every event of the company with its counts, newest first (/event-participants). */
  participantsOverview(companyId: string): Promise<EventParticipantsRow[]> {
    return this.dataSource.query<EventParticipantsRow[]>(
      `SELECT e.id, e.title, to_char(e.event_date, 'YYYY-MM-DD') AS "eventDate", e.city, e.registration_required AS "registrationRequired",
         e.max_participants AS "maxParticipants", e.registration_count AS "registrationCount",
         count(r.id) FILTER (WHERE r.status = 'waiting')::int AS waiting,
         count(r.id) FILTER (WHERE r.status = 'registered' AND r.kind = 'class')::int AS classes,
         coalesce(sum(r.seats) FILTER (WHERE r.status = 'registered' AND r.checked_in_at IS NOT NULL), 0)::int AS "checkedIn",
         (SELECT count(*)::int FROM event_exhibitors x WHERE x.event_id = e.id AND x.status = 'accepted') AS "exhibitorsAccepted",
         (SELECT count(*)::int FROM event_exhibitors x WHERE x.event_id = e.id AND x.status = 'pending') AS "exhibitorsPending"
       FROM events e LEFT JOIN event_registrations r ON r.event_id = e.id
       WHERE e.company_id = $1 GROUP BY e.id ORDER BY e.event_date DESC`,
      [companyId],
    );
  }

  /**
   * Checks a registered person (or class) in, found by id or by the QR code's check-in code within this event only.
   * Returns null when nothing matches; a second scan keeps the first time.
   */
  async checkIn(
    eventId: string,
    by: { registrationId: string } | { code: string },
  ): Promise<{ registration: ManagedRegistration; alreadyCheckedIn: boolean } | null> {
    const [key, value] = 'code' in by ? ['checkin_code', by.code] : ['id', by.registrationId];
    const [row] = await this.dataSource.query<(ManagedRegistration & { alreadyCheckedIn: boolean })[]>(
      `WITH target AS (
         SELECT id, checked_in_at IS NOT NULL AS already FROM event_registrations
         WHERE event_id = $1 AND ${key} = $2 AND status = 'registered' FOR UPDATE
       ), updated AS (
         UPDATE event_registrations r SET checked_in_at = coalesce(r.checked_in_at, now()) FROM target t WHERE r.id = t.id RETURNING r.*
       )
       SELECT ${MANAGED_COLUMNS}, t.already AS "alreadyCheckedIn" FROM updated r JOIN target t ON t.id = r.id`,
      [eventId, value],
    );
    if (!row) return null;
    const { alreadyCheckedIn, ...registration } = row;
    return { registration, alreadyCheckedIn };
  }
}

/** Unlimited when the event names no maximum (null or 0). */
export function fits(maxParticipants: number | null, registeredSeats: number, seats: number): boolean {
  return !maxParticipants || registeredSeats + seats <= maxParticipants;
}

/** What the entrance QR code carries: 20 characters without look-alikes, readable aloud if the camera fails. */
function checkinCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(20), (byte) => alphabet[byte % alphabet.length]).join('');
}
