import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { CreateListingInput } from '@praxisnah/contracts';
import { CatalogService } from '../../catalog/catalog.service';
import { Gazetteer } from '../../geo/gazetteer';
import { relocate, toListingColumns } from '../listing-input.mapper';
import { ListingEntity } from '../listing.entity';
import { ListingRepository } from '../listing.repository';

export class CreateListingCommand {
  constructor(
    readonly companyId: string,
    readonly input: CreateListingInput,
  ) {}
}

@CommandHandler(CreateListingCommand)
export class CreateListingHandler implements ICommandHandler<CreateListingCommand, string> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly gazetteer: Gazetteer,
    private readonly catalog: CatalogService,
    private readonly listings: ListingRepository,
  ) {}

  async execute({ companyId, input }: CreateListingCommand): Promise<string> {
    const columns = await toListingColumns(input, this.catalog);
    const listing = Object.assign(new ListingEntity(), columns, { id: randomUUID(), companyId, version: 1, createdAt: new Date() });
    relocate(listing, this.gazetteer);
    await this.dataSource.transaction((manager) => this.listings.saveChange(manager, listing, 'listing.created'));
    return listing.id;
  }
}
