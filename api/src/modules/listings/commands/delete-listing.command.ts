import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
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
  ) {}

  async execute({ companyId, listingId }: DeleteListingCommand): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const listing = await this.listings.lockOwned(manager, companyId, listingId);
      await this.listings.remove(manager, listing);
    });
  }
}
