import { BadRequestException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { CreateEventInput } from '@praxisnah/contracts';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { CatalogService } from '../../catalog/catalog.service';
import { EventEntity } from '../../events/event.entity';
import { EventRepository } from '../../events/event.repository';
import { Gazetteer } from '../../geo/gazetteer';
import { AuditLogRepository } from '../audit-log.repository';
import { assertInScope, regionScope } from '../operator-scope';
import { RegionRepository } from '../region.repository';

/**
 * A regional event (a fair, an information day) that no single company organises; it belongs to the region: a
 * manager's own, or the one an admin names by slug.
 */
export class CreateRegionEventCommand {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly regionSlug: string | undefined,
    readonly input: CreateEventInput,
  ) {}
}

@CommandHandler(CreateRegionEventCommand)
export class CreateRegionEventHandler implements ICommandHandler<CreateRegionEventCommand, string> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly regions: RegionRepository,
    private readonly gazetteer: Gazetteer,
    private readonly events: EventRepository,
    private readonly catalog: CatalogService,
    private readonly audit: AuditLogRepository,
  ) {}

  async execute({ actor, regionSlug, input }: CreateRegionEventCommand): Promise<string> {
    const regionId = regionScope(actor) ?? (await this.regions.getBySlug(regionSlug ?? '')).id;
    assertInScope(actor, regionId);
    const { sectorKeys, highlightKeys, ...fields } = input;
    const sectorIds = await Promise.all(sectorKeys.map((key) => this.catalog.sectorIdByKey(key)));
    if (sectorIds.some((id) => id === undefined)) throw new BadRequestException({ message: 'Unbekannte Branche.' });
    const highlightIds = await this.catalog.highlightIdsByKeys(highlightKeys);
    return this.dataSource.transaction(async (manager) => {
      if (fields.zip) {
        const postcodeRegion = await this.regions.regionOfPostcode(manager, fields.zip);
        if (postcodeRegion !== null && postcodeRegion !== regionId) {
          throw new BadRequestException({ message: 'Die Postleitzahl liegt nicht in dieser Region.' });
        }
      }
      const point = this.gazetteer.geocodeAddress(fields);
      const event = Object.assign(new EventEntity(), fields, {
        id: randomUUID(),
        companyId: null,
        version: 1,
        registrationCount: 0,
        latitude: point?.latitude ?? null,
        longitude: point?.longitude ?? null,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      await this.events.insertRegional(manager, event, regionId, { sectorIds: sectorIds as number[], highlightIds });
      await this.audit.record(manager, actor, {
        action: 'event.created',
        targetType: 'event',
        targetId: event.id,
        targetLabel: event.title,
        regionId,
      });
      return event.id;
    });
  }
}
