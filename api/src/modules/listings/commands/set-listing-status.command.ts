import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ListingStatus } from '@praxisnah/contracts';
import { OutboxWriter } from '../../../shared/outbox/outbox-writer';
import { ListingRepository } from '../listing.repository';
import { saveListingChange } from './listing-change';

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
    private readonly outbox: OutboxWriter,
  ) {}

  async execute({ companyId, listingId, status }: SetListingStatusCommand): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const listing = await this.listings.lockOwned(manager, companyId, listingId);
      if (listing.status === status) return;
      listing.status = status;
      listing.version += 1;
      await saveListingChange(manager, this.outbox, listing, 'listing.status-changed');
    });
  }
}
