import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { EventsModule } from '../events/events.module';
import { SearchModule } from '../search/search.module';
import { DirectoryController } from './directory.controller';
import { DirectoryService } from './directory.service';

@Module({ imports: [CompaniesModule, EventsModule, SearchModule], controllers: [DirectoryController], providers: [DirectoryService] })
export class DirectoryModule {}
