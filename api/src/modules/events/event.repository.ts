import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { type DomainEventType, type EventView } from '@praxisnah/contracts';
import { EVENT_VIEW_SQL } from '@praxisnah/read-models';
import { OutboxWriter } from '../../shared/outbox/outbox-writer';
import { EventEntity } from './event.entity';

export const EVENT_NOT_FOUND = 'Diese Veranstaltung wurde nicht gefunden.';

/** Who runs an event: its company, else (a regional event) the region it lies in, its own or its company's. */
export interface EventOrganiser {
  companyId: string | null;
  regionId: number | null;
}

/** An event as its mails name it. */
export interface EventHeading {
  title: string;
  eventDate: string;
}

/** An account to tell about the event, with the event's heading. */
export type OrganiserRecipient = EventHeading & { email: string };

/** Sector and highlight ids to store with an event; undefined ones stay as they are. */
export interface EventLinks {
  sectorIds?: number[];
  highlightIds?: number[];
}

@Injectable()
export class EventRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
  ) {}

  /** Saves the event's new state at its next version, its links and its domain event, in the caller's transaction. */
  async saveChange(
    manager: EntityManager,
    event: EventEntity,
    type: Extract<DomainEventType, 'event.created' | 'event.updated'>,
    links: EventLinks,
  ): Promise<void> {
    event.version += 1;
    event.updatedAt = new Date();
    await manager.save(EventEntity, event);
    await this.replaceLinks(manager, event.id, links.sectorIds, links.highlightIds);
    await this.appendChange(manager, event, type);
  }

  private async appendChange(
    manager: EntityManager,
    event: EventEntity,
    type: Extract<DomainEventType, 'event.created' | 'event.updated'>,
  ) {
    await this.outbox.append(manager, {
      type,
      aggregateId: event.id,
      aggregateVersion: event.version,
      companyId: event.companyId,
      payload: { title: event.title, eventDate: event.eventDate },
    });
  }

  async lockOwned(manager: EntityManager, companyId: string, id: string): Promise<EventEntity> {
    const event = await manager.findOne(EventEntity, { where: { id, companyId }, lock: { mode: 'pessimistic_write' } });
    if (!event) throw new NotFoundException({ message: EVENT_NOT_FOUND });
    return event;
  }

  /**
   * A regional event (no company), with its links and its event.created record: its region is the one the operator
   * acts for, not only what its postcode says.
   */
  async insertRegional(manager: EntityManager, event: EventEntity, regionId: number, links: EventLinks): Promise<void> {
    await manager.save(EventEntity, event);
    await manager.query('UPDATE events SET region_id = $2 WHERE id = $1', [event.id, regionId]);
    await this.replaceLinks(manager, event.id, links.sectorIds, links.highlightIds);
    await this.appendChange(manager, event, 'event.created');
  }

  /** Deletes the event, with its event.deleted record. */
  async remove(manager: EntityManager, event: EventEntity): Promise<void> {
    await manager.delete(EventEntity, { id: event.id });
    await this.outbox.appendDeletion(manager, 'event.deleted', event);
  }

  async replaceLinks(
    manager: EntityManager,
    eventId: string,
    sectorIds: number[] | undefined,
    highlightIds: number[] | undefined,
  ): Promise<void> {
    if (sectorIds) {
      await manager.query('DELETE FROM event_sectors WHERE event_id = $1', [eventId]);
      await manager.query('INSERT INTO event_sectors (event_id, sector_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [
        eventId,
        sectorIds,
      ]);
    }
    if (highlightIds) {
      await manager.query('DELETE FROM event_event_highlights WHERE event_id = $1', [eventId]);
      await manager.query(
        'INSERT INTO event_event_highlights (event_id, highlight_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
        [eventId, highlightIds],
      );
    }
  }

  listOwned(companyId: string): Promise<EventView[]> {
    return this.dataSource.query<EventView[]>(`${EVENT_VIEW_SQL} WHERE e.company_id = $1 ORDER BY e.event_date DESC`, [companyId]);
  }

  async findOwnedView(companyId: string, id: string): Promise<EventView> {
    const [event] = await this.dataSource.query<EventView[]>(`${EVENT_VIEW_SQL} WHERE e.company_id = $1 AND e.id = $2`, [companyId, id]);
    if (!event) throw new NotFoundException({ message: EVENT_NOT_FOUND });
    return event;
  }

  /** The event's company and region; null when there is no such event. */
  async findOrganiser(id: string): Promise<EventOrganiser | null> {
    const [event] = await this.dataSource.query<EventOrganiser[]>(
      `SELECT e.company_id AS "companyId", COALESCE(e.region_id, c.region_id) AS "regionId"
       FROM events e LEFT JOIN companies c ON c.id = e.company_id WHERE e.id = $1`,
      [id],
    );
    return event ?? null;
  }

  /**
   * The accounts of the organising company; an event without one (a regional event) has the managers of its region,
   * who run it. None when there is no such event.
   */
  organiserRecipients(id: string): Promise<OrganiserRecipient[]> {
    return this.dataSource.query<OrganiserRecipient[]>(
      `SELECT u.email, e.title, to_char(e.event_date, 'YYYY-MM-DD') AS "eventDate"
       FROM events e LEFT JOIN companies c ON c.id = e.company_id
       JOIN users u ON (e.company_id IS NOT NULL AND u.company_id = e.company_id)
         OR (e.company_id IS NULL AND u.role = 'regional_manager' AND u.region_id = COALESCE(e.region_id, c.region_id))
       WHERE e.id = $1`,
      [id],
    );
  }

  async findHeading(id: string): Promise<EventHeading | null> {
    const [event] = await this.dataSource.query<EventHeading[]>(
      `SELECT title, to_char(event_date, 'YYYY-MM-DD') AS "eventDate" FROM events WHERE id = $1`,
      [id],
    );
    return event ?? null;
  }
}
