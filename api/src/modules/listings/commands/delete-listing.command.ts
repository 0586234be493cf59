import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OutboxWriter } from '../../../shared/outbox/outbox-writer';
import { ListingEntity } from '../listing.entity';
import { ListingRepository } from '../listing.repository';

export class DeleteListingCommand {
  constructor(
    readonly companyId: string,
    readonly listingId: string,
  ) {}
}

@CommandHandler(DeleteListingCommand)
export class DeleteListingHandler implements ICommandHandler<DeleteListingCommand, void> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly listings: ListingRepository,
    private readonly outbox: OutboxWriter,
  ) {}

  async execute({ companyId, listingId }: DeleteListingCommand): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const listing = await this.listings.lockOwned(manager, companyId, listingId);
      await manager.delete(ListingEntity, { id: listing.id });
      // The deletion gets the next version, so a late update event can never resurrect the document.
      await this.outbox.append(manager, {
        type: 'listing.deleted',
        aggregateId: listing.id,
        aggregateVersion: listing.version + 1,
        companyId,
        payload: { title: listing.title },
      });
    });
  }
}
