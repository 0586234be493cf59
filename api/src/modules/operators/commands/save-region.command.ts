import { ConflictException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CreateRegionInput, RegionSettingsInput, UpdateRegionInput } from '@praxisnah/contracts';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { AuditLogRepository } from '../audit-log.repository';
import { assertInScope } from '../operator-scope';
import { RegionReassignmentQueue } from '../region-reassignment-queue';
import { RegionRepository, type RegionChanges } from '../region.repository';

/** Creates a region (no slug given), changes one (admins: everything; a manager: contact and texts of their own). */
export class SaveRegionCommand {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly input: CreateRegionInput | UpdateRegionInput | RegionSettingsInput,
    readonly slug?: string,
  ) {}
}

const AREA_FIELDS: readonly (keyof RegionChanges)[] = ['states', 'postcodeRanges'];

/**
 * Saves the region with its audit entry; when its area changed, the region is marked as waiting for the re-assignment
 * in the same transaction, and after the commit the workers are asked to put every company, listing and event into
 * its region again (seconds at demo scale), so the admin's answer does not wait for it.
 */
@CommandHandler(SaveRegionCommand)
export class SaveRegionHandler implements ICommandHandler<SaveRegionCommand, string> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly regions: RegionRepository,
    private readonly reassignment: RegionReassignmentQueue,
    private readonly audit: AuditLogRepository,
  ) {}

  async execute({ actor, input, slug }: SaveRegionCommand): Promise<string> {
    const { slug: targetSlug, areaChanged } = await this.dataSource.transaction(async (manager) => {
      const { slug: newSlug, ...changes } = input as Partial<CreateRegionInput>;
      let id: number;
      if (slug === undefined) {
        const created = input as CreateRegionInput;
        if (await this.regions.findBySlug(created.slug, manager)) {
          throw new ConflictException({ message: 'Diesen Kurznamen hat schon eine andere Region.' });
        }
        id = await this.regions.create(manager, created.slug, created.name);
      } else {
        id = await this.regions.lockBySlug(manager, slug);
        assertInScope(actor, id);
      }
      const written = await this.regions.update(manager, id, changes);
      const saved = slug ?? newSlug!;
      await this.audit.record(manager, actor, {
        action: slug === undefined ? 'region.created' : 'region.updated',
        targetType: 'region',
        targetId: saved,
        targetLabel: changes.name ?? saved,
        regionId: id,
      });
      const areaChanged = written.some((field) => AREA_FIELDS.includes(field));
      if (areaChanged) await this.regions.requestReassignment(manager, id);
      return { slug: saved, areaChanged };
    });
    if (areaChanged) await this.reassignment.request();
    return targetSlug;
  }
}
