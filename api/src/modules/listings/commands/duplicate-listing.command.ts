import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ListingEntity } from '../listing.entity';
import { ListingRepository } from '../listing.repository';

export class DuplicateListingCommand {
  constructor(
    readonly companyId: string,
    readonly listingId: string,
  ) {}
}

/** A copy starts as a draft, so nothing goes live by accident. */
@CommandHandler(DuplicateListingCommand)
export class DuplicateListingHandler implements ICommandHandler<DuplicateListingCommand, string> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly listings: ListingRepository,
  ) {}

  async execute({ companyId, listingId }: DuplicateListingCommand): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const original = await this.listings.lockOwned(manager, companyId, listingId);
      const title = `${original.title} (Kopie)`.slice(0, 160);
      const copy = Object.assign(new ListingEntity(), original, {
        id: randomUUID(),
        title,
        status: 'entwurf',
        version: 1,
        createdAt: new Date(),
      });
      await this.listings.saveChange(manager, copy, 'listing.created');
      return copy.id;
    });
  }
}
