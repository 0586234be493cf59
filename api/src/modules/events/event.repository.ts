import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { type EventView } from '@praxisnah/contracts';
import { EVENT_VIEW_SQL } from '@praxisnah/read-models';
import { EventEntity } from './event.entity';

export const EVENT_NOT_FOUND = 'Diese Veranstaltung wurde nicht gefunden.';

@Injectable()
export class EventRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async lockOwned(manager: EntityManager, companyId: string, id: string): Promise<EventEntity> {
    const event = await manager.findOne(EventEntity, { where: { id, companyId }, lock: { mode: 'pessimistic_write' } });
    if (!event) throw new NotFoundException({ message: EVENT_NOT_FOUND });
    return event;
  }

  /** A regional event (no company): its region is the one the operator acts for, not only what its postcode says. */
  async insertRegional(manager: EntityManager, event: EventEntity, regionId: number): Promise<void> {
    await manager.save(EventEntity, event);
    await manager.query('UPDATE events SET region_id = $2 WHERE id = $1', [event.id, regionId]);
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
}
