import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { DirectoryController } from './directory.controller';
import { DirectoryService } from './directory.service';

@Module({ imports: [EventsModule], controllers: [DirectoryController], providers: [DirectoryService] })
export class DirectoryModule {}
