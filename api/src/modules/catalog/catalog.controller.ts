import { Controller, Get, Header } from '@nestjs/common';
import type { DurationRow, HighlightRow, KeyLabelRow, OptionRow, SectorRow, StartOptionRow } from './catalog.repository';
import { CatalogService } from './catalog.service';

/** Cache lifetimes follow the client's (product.md section 9): sectors 5 minutes, types not cached. */
@Controller('api')
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('sectors')
  @Header('Cache-Control', 'public, max-age=300')
  sectors(): Promise<SectorRow[]> {
    return this.catalog.sectors();
  }

  @Get('internship-types')
  @Header('Cache-Control', 'no-cache')
  internshipTypes(): Promise<KeyLabelRow[]> {
    return this.catalog.internshipTypes();
  }

  @Get('durations')
  @Header('Cache-Control', 'public, max-age=300')
  durations(): Promise<DurationRow[]> {
    return this.catalog.durations();
  }

  @Get('event-highlights')
  @Header('Cache-Control', 'public, max-age=300')
  highlights(): Promise<HighlightRow[]> {
    return this.catalog.highlights();
  }

  @Get('ausbildung-start-options')
  @Header('Cache-Control', 'public, max-age=300')
  startOptions(): Promise<StartOptionRow[]> {
    return this.catalog.startOptions();
  }

  @Get('takeover-chances')
  @Header('Cache-Control', 'public, max-age=300')
  takeoverChances(): Promise<OptionRow[]> {
    return this.catalog.takeoverChances();
  }

  /** Schulabschluss suggestions of the Ausbildung form (a listing may still name its own). */
  @Get('ausbildung-degrees')
  @Header('Cache-Control', 'public, max-age=300')
  degrees(): Promise<KeyLabelRow[]> {
    return this.catalog.degrees();
  }
}
