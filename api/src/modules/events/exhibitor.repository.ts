import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { ExhibitorApplication, ExhibitorApplicationView, ExhibitorStatus } from '@praxisnah/contracts';
import { OutboxWriter } from '../../shared/outbox/outbox-writer';

const VIEW_COLUMNS = `x.id, x.status, x.stand_wishes AS "standWishes", x.contact_name AS "contactName", x.contact_email AS "contactEmail",
  x.message, to_json(x.created_at) #>> '{}' AS "createdAt",
  json_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'logoUrl', c.logo_url) AS company`;

/** Exhibitor applications; a decision changes the event's exhibitorCount under its row lock, with an outbox event. */
@Injectable()
export class ExhibitorRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
  ) {}

  async apply(eventId: string, companyId: string, input: ExhibitorApplication): Promise<ExhibitorApplicationView> {
    const [event] = await this.dataSource.query<{ companyId: string | null; isPast: boolean }[]>(
      `SELECT company_id AS "companyId", event_date < (now() AT TIME ZONE 'Europe/Berlin')::date AS "isPast" FROM events WHERE id = $1`,
      [eventId],
    );
    if (!event) throw new NotFoundException({ message: 'Diese Veranstaltung wurde nicht gefunden.' });
    if (event.companyId === companyId)
      throw new ConflictException({ message: 'Das ist Ihre eigene Veranstaltung – Sie sind hier Veranstalter.' });
    if (event.isPast) throw new ConflictException({ message: 'Diese Veranstaltung hat schon stattgefunden.' });
    const [inserted] = await this.dataSource.query<{ id: string }[]>(
      `INSERT INTO event_exhibitors (id, event_id, company_id, status, stand_wishes, contact_name, contact_email, message)
       VALUES ($1, $2, $3, 'pending', $4, $5, $6, $7) ON CONFLICT (event_id, company_id) DO NOTHING RETURNING id`,
      [randomUUID(), eventId, companyId, input.standWishes, input.contactName, input.contactEmail, input.message],
    );
    if (!inserted) throw new ConflictException({ message: 'Sie haben sich für diese Veranstaltung bereits als Aussteller beworben.' });
    return (await this.find(`x.id = $1`, [inserted.id]))[0]!;
  }

  async mine(eventId: string, companyId: string): Promise<ExhibitorApplicationView | null> {
    return (await this.find(`x.event_id = $1 AND x.company_id = $2`, [eventId, companyId]))[0] ?? null;
  }

  list(eventId: string): Promise<ExhibitorApplicationView[]> {
    return this.find(`x.event_id = $1`, [eventId]);
  }

  accepted(eventId: string): Promise<ExhibitorApplicationView[]> {
    return this.find(`x.event_id = $1 AND x.status = 'accepted'`, [eventId]);
  }

  /** Accepting adds one exhibitor to the event's count, withdrawing an acceptance removes one. */
  /** `changed` is false when the application already had this status (a second click), so nobody is mailed twice. */
  async decide(
    eventId: string,
    applicationId: string,
    status: Exclude<ExhibitorStatus, 'pending'>,
  ): Promise<{ application: ExhibitorApplicationView; changed: boolean }> {
    const changed = await this.dataSource.transaction(async (manager) => {
      const [event] = await manager.query<{ version: number; companyId: string | null; exhibitorCount: number }[]>(
        `SELECT version, company_id AS "companyId", exhibitor_count AS "exhibitorCount" FROM events WHERE id = $1 FOR UPDATE`,
        [eventId],
      );
      const [application] = await manager.query<{ status: ExhibitorStatus }[]>(
        `SELECT status FROM event_exhibitors WHERE id = $1 AND event_id = $2 FOR UPDATE`,
        [applicationId, eventId],
      );
      if (!event || !application) throw new NotFoundException({ message: 'Diese Bewerbung wurde nicht gefunden.' });
      if (application.status === status) return false;
      await manager.query(`UPDATE event_exhibitors SET status = $2, decided_at = now() WHERE id = $1`, [applicationId, status]);
      const delta = status === 'accepted' ? 1 : application.status === 'accepted' ? -1 : 0;
      if (delta) await this.saveExhibitorCount(manager, eventId, event, Math.max(0, event.exhibitorCount + delta));
      return true;
    });
    return { application: (await this.find(`x.id = $1`, [applicationId]))[0]!, changed };
  }

  private async saveExhibitorCount(
    manager: EntityManager,
    eventId: string,
    event: { version: number; companyId: string | null },
    exhibitorCount: number,
  ): Promise<void> {
    const version = event.version + 1;
    await manager.query(`UPDATE events SET exhibitor_count = $2, version = $3, updated_at = now() WHERE id = $1`, [
      eventId,
      exhibitorCount,
      version,
    ]);
    await this.outbox.append(manager, {
      type: 'event.exhibitors-changed',
      aggregateId: eventId,
      aggregateVersion: version,
      companyId: event.companyId,
      payload: { exhibitorCount },
    });
  }

  private find(condition: string, values: unknown[]): Promise<ExhibitorApplicationView[]> {
    return this.dataSource.query<ExhibitorApplicationView[]>(
      `SELECT ${VIEW_COLUMNS} FROM event_exhibitors x JOIN companies c ON c.id = x.company_id WHERE ${condition}
       ORDER BY CASE x.status WHEN 'pending' THEN 0 WHEN 'accepted' THEN 1 ELSE 2 END, x.created_at`,
      values,
    );
  }
}
