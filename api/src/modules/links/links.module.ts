import { Module } from '@nestjs/common';
import { LinksController } from './links.controller';
import { ShortLinkRepository } from './short-link.repository';

@Module({ controllers: [LinksController], providers: [ShortLinkRepository] })
export class LinksModule {}
