import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { ListingCardCache } from './listing-card-cache';
import { ListingSearchService } from './listing-search.service';
import { PlatformStatsService } from './platform-stats.service';
import { SearchAreas } from './search-areas';
import { SearchController } from './search.controller';
import { SmartSearchService } from './smart-search.service';

@Module({
  imports: [CompaniesModule],
  controllers: [SearchController],
  providers: [ListingCardCache, ListingSearchService, PlatformStatsService, SearchAreas, SmartSearchService],
})
export class SearchModule {}
