import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { ListingCardCache } from './listing-card-cache';
import { ListingIndexReader } from './listing-index.reader';
import { ListingSearchService } from './listing-search.service';
import { PlatformStatsService } from './platform-stats.service';
import { RecentListingIds } from './recent-listing-ids';
import { SearchAreas } from './search-areas';
import { SearchController } from './search.controller';
import { SmartSearchService } from './smart-search.service';

@Module({
  imports: [CompaniesModule],
  controllers: [SearchController],
  exports: [ListingIndexReader, SearchAreas],
  providers: [
    ListingCardCache,
    ListingIndexReader,
    ListingSearchService,
    PlatformStatsService,
    RecentListingIds,
    SearchAreas,
    SmartSearchService,
  ],
})
export class SearchModule {}
