import { Module } from '@nestjs/common';
import { ListingSearchService } from './listing-search.service';
import { SearchController } from './search.controller';
import { SmartSearchService } from './smart-search.service';

@Module({ controllers: [SearchController], providers: [ListingSearchService, SmartSearchService] })
export class SearchModule {}
