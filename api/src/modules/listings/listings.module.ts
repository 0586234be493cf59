import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BillingModule } from '../billing/billing.module';
import { LISTING_COMMAND_HANDLERS } from './commands';
import { ListingRepository } from './listing.repository';
import { ListingsController } from './listings.controller';
import { GetOwnListingsHandler } from './queries/get-own-listings.query';

@Module({
  imports: [CqrsModule, BillingModule],
  controllers: [ListingsController],
  providers: [ListingRepository, ...LISTING_COMMAND_HANDLERS, GetOwnListingsHandler],
})
export class ListingsModule {}
