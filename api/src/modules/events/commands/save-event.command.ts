import { BadRequestException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { CreateEventInput, UpdateEventInput } from '@praxisnah/contracts';
import { PackageLimits } from '../../billing/package-limits';
import { CatalogService } from '../../catalog/catalog.service';
import { Gazetteer } from '../../geo/gazetteer';
import { EventEntity } from '../event.entity';
import { EventRepository } from '../event.repository';

/** Creates an event (no eventId) or changes one of the company's own events. */
export class SaveEventCommand {
  constructor(
    readonly companyId: string,
    readonly input: CreateEventInput | UpdateEventInput,
    readonly eventId?: string,
  ) {}
}

@CommandHandler(SaveEventCommand)
export class SaveEventHandler implements ICommandHandler<SaveEventCommand, string> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly gazetteer: Gazetteer,
    private readonly events: EventRepository,
    private readonly catalog: CatalogService,
    private readonly packageLimits: PackageLimits,
  ) {}

  async execute({ companyId, input, eventId }: SaveEventCommand): Promise<string> {
    const { sectorKeys, highlightKeys, ...fields } = input;
    const sectorIds = sectorKeys ? await this.sectorIds(sectorKeys) : undefined;
    const highlightIds = highlightKeys ? await this.catalog.highlightIdsByKeys(highlightKeys) : undefined;
    return this.dataSource.transaction(async (manager) => {
      if (!eventId) await this.packageLimits.assertEventFits(manager, companyId);
      const event = eventId
        ? await this.events.lockOwned(manager, companyId, eventId)
        : Object.assign(new EventEntity(), { id: randomUUID(), companyId, version: 0, createdAt: new Date(), registrationCount: 0 });
      Object.assign(event, fields);
      if ('city' in fields || 'zip' in fields || !eventId) {
        const point = this.gazetteer.geocodeAddress(event);
        event.latitude = point?.latitude ?? null;
        event.longitude = point?.longitude ?? null;
      }
      await this.events.saveChange(manager, event, eventId ? 'event.updated' : 'event.created', { sectorIds, highlightIds });
      return event.id;
    });
  }

  private async sectorIds(keys: string[]): Promise<number[]> {
    const ids = await Promise.all(keys.map((key) => this.catalog.sectorIdByKey(key)));
    if (ids.some((id) => id === undefined)) throw new BadRequestException({ message: 'Unbekannte Branche.' });
    return ids as number[];
  }
}
