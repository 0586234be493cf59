import { BadRequestException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { UpdateListingInput } from '@praxisnah/contracts';
import { CatalogService } from '../../catalog/catalog.service';
import { Gazetteer } from '../../geo/gazetteer';
import { relocate, toListingColumns } from '../listing-input.mapper';
import { ListingRepository } from '../listing.repository';

export class UpdateListingCommand {
  constructor(
    readonly companyId: string,
    readonly listingId: string,
    readonly input: UpdateListingInput,
  ) {}
}

@CommandHandler(UpdateListingCommand)
export class UpdateListingHandler implements ICommandHandler<UpdateListingCommand, void> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly gazetteer: Gazetteer,
    private readonly listings: ListingRepository,
    private readonly catalog: CatalogService,
  ) {}

  async execute({ companyId, listingId, input }: UpdateListingCommand): Promise<void> {
    const columns = await toListingColumns(input, this.catalog);
    await this.dataSource.transaction(async (manager) => {
      const listing = await this.listings.lockOwned(manager, companyId, listingId);
      Object.assign(listing, columns);
      if (listing.validFrom && listing.validTo && listing.validFrom > listing.validTo) {
        throw new BadRequestException({ message: 'Ungültiger Wert für „validTo“: Das Enddatum darf nicht vor dem Startdatum liegen.' });
      }
      if ('address' in columns || 'zip' in columns || 'city' in columns) relocate(listing, this.gazetteer);
      listing.version += 1;
      await this.listings.saveChange(manager, listing, 'listing.updated');
    });
  }
}
