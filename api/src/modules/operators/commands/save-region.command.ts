import { ConflictException, NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CreateRegionInput, RegionSettingsInput, UpdateRegionInput } from '@praxisnah/contracts';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { AuditLog } from '../audit-log';
import { assertInScope } from '../operator-scope';

/** Creates a region (no slug given), changes one (admins: everything; a manager: contact and texts of their own). */
export class SaveRegionCommand {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly input: CreateRegionInput | UpdateRegionInput | RegionSettingsInput,
    readonly slug?: string,
  ) {}
}

const COLUMNS: Record<string, string> = {
  name: 'name',
  states: 'states',
  postcodeRanges: 'postcode_ranges',
  contactName: 'contact_name',
  contactEmail: 'contact_email',
  contactPhone: 'contact_phone',
  address: 'address',
  zip: 'zip',
  city: 'city',
  homeTitle: 'home_title',
  homeIntro: 'home_intro',
};
const AREA_FIELDS = ['states', 'postcodeRanges'];

/**
 * When the area changes, every company, listing and event with a postcode is assigned again in the same transaction
 * (`recompute_regions()`), so no row is ever counted in a region that no longer covers it.
 */
@CommandHandler(SaveRegionCommand)
export class SaveRegionHandler implements ICommandHandler<SaveRegionCommand, string> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async execute({ actor, input, slug }: SaveRegionCommand): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const fields = Object.entries(input).filter(([key, value]) => key in COLUMNS && value !== undefined);
      let id: number;
      let targetSlug: string;
      if (slug === undefined) {
        const created = input as CreateRegionInput;
        const [taken] = await manager.query<unknown[]>('SELECT 1 FROM regions WHERE slug = $1', [created.slug]);
        if (taken) throw new ConflictException({ message: 'Diesen Kurznamen hat schon eine andere Region.' });
        // Latitude, longitude and radius predate areas; a new region starts at the centre of Germany.
        const [row] = await manager.query<{ id: number }[]>(
          `INSERT INTO regions (slug, name, latitude, longitude) VALUES ($1, $2, 51.1657, 10.4515) RETURNING id`,
          [created.slug, created.name],
        );
        id = row!.id;
        targetSlug = created.slug;
      } else {
        const [row] = await manager.query<{ id: number }[]>('SELECT id FROM regions WHERE slug = $1 FOR UPDATE', [slug]);
        if (!row) throw new NotFoundException({ message: 'Diese Region gibt es nicht.' });
        assertInScope(actor, row.id);
        id = row.id;
        targetSlug = slug;
      }
      if (fields.length) {
        await manager.query(
          `UPDATE regions SET ${fields.map(([key], index) => `${COLUMNS[key]} = $${index + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
          [id, ...fields.map(([, value]) => value)],
        );
      }
      if (fields.some(([key]) => AREA_FIELDS.includes(key))) await manager.query('SELECT recompute_regions()');
      await this.audit.record(manager, actor, {
        action: slug === undefined ? 'region.created' : 'region.updated',
        targetType: 'region',
        targetId: targetSlug,
        targetLabel: String((input as { name?: string }).name ?? targetSlug),
        regionId: id,
      });
      return targetSlug;
    });
  }
}
