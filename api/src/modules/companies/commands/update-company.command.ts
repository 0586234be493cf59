import { BadRequestException, NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { UpdateCompanyInput } from '@praxisnah/contracts';
import { CatalogService } from '../../catalog/catalog.service';
import { Gazetteer } from '../../geo/gazetteer';
import { CompanyEntity } from '../company.entity';
import { CompanyRepository } from '../company.repository';
import { changedCompanyParts } from '../company-parts';

export class UpdateCompanyCommand {
  constructor(
    readonly companyId: string,
    readonly input: UpdateCompanyInput,
  ) {}
}

/**
 * The slug stays as it was, so shared profile links keep working after a rename. The event names the parts that
 * changed, so the workers rebuild the listings and events showing them; a save that changed nothing writes nothing.
 */
@CommandHandler(UpdateCompanyCommand)
export class UpdateCompanyHandler implements ICommandHandler<UpdateCompanyCommand, void> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly companies: CompanyRepository,
    private readonly gazetteer: Gazetteer,
    private readonly catalog: CatalogService,
  ) {}

  async execute({ companyId, input }: UpdateCompanyCommand): Promise<void> {
    const { sector, latitude, longitude, ...fields } = input;
    const sectorId = sector === undefined ? undefined : await this.catalog.sectorIdByKey(sector);
    if (sector !== undefined && sectorId === undefined) throw new BadRequestException({ message: 'Unbekannte Branche.' });
    await this.dataSource.transaction(async (manager) => {
      const company = await this.companies.lockById(manager, companyId);
      if (!company) throw new NotFoundException({ message: 'Unternehmen nicht gefunden.' });
      const before = Object.assign(new CompanyEntity(), company);
      Object.assign(company, fields);
      if (sectorId !== undefined) company.sectorId = sectorId;
      if (latitude !== undefined && longitude !== undefined && latitude !== null && longitude !== null) {
        // A pin the user moved by hand wins over the geocoded address.
        Object.assign(company, { latitude, longitude });
      } else if ('zip' in fields || 'city' in fields || 'address' in fields) {
        const point = this.gazetteer.geocodeAddress(company);
        if (point) Object.assign(company, point);
      }
      const changed = changedCompanyParts(before, company);
      if (!changed.length) return;
      await this.companies.saveChange(manager, company, 'company.profile-changed', { name: company.name, changed });
    });
  }
}
