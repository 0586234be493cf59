import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ListingStatus } from '@praxisnah/contracts';
import { ListingRepository } from '../listing.repository';

export class SetListingStatusCommand {
  constructor(
    readonly companyId: string,
    readonly listingId: string,
    readonly status: ListingStatus,
  ) {}
}

@CommandHandler(SetListingStatusCommand)
export class SetListingStatusHandler implements ICommandHandler<SetListingStatusCommand, void> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly listings: ListingRepository,
  ) {}

  async execute({ companyId, listingId, status }: SetListingStatusCommand): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const listing = await this.listings.lockOwned(manager, companyId, listingId);
      if (listing.status === status) return;
      listing.status = status;
      listing.version += 1;
      await this.listings.saveChange(manager, listing, 'listing.status-changed');
    });
  }
}
