import { Global, Module } from '@nestjs/common';
import { Gazetteer } from './gazetteer';
import { GeoController } from './geo.controller';
import { GeoService } from './geo.service';

/**
 * Place search and reverse lookup from offline data; no database, no third-party service. Global: the gazetteer
 * serves the search, the analytics and every command that geocodes an address.
 */
@Global()
@Module({ controllers: [GeoController], providers: [Gazetteer, GeoService], exports: [Gazetteer, GeoService] })
export class GeoModule {}
