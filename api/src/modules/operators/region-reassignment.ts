import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { REGIONAL_TABLES, RegionRepository } from './region.repository';

/** Rows per transaction: a slice takes tens of milliseconds, so no write waits long on a row it locked. */
export const REASSIGNMENT_SLICE = 2_000;

/**
 * After a region's area changed, puts every company, listing and event with a postcode into the region it now falls
 * in, slice by slice, each slice its own transaction against the areas as committed. Idempotent: a rerun moves only
 * what is still wrong, and a second area change during a run is caught by that change's own run. No search document
 * shows a region (read-models DEPENDENCIES.region), so no outbox event is due; analytics read region_id live.
 */
@Injectable()
export class RegionReassignment {
  private readonly logger = new Logger(RegionReassignment.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly regions: RegionRepository,
  ) {}

  /** Returns how many rows moved. */
  async run(sliceSize = REASSIGNMENT_SLICE): Promise<number> {
    let moved = 0;
    for (const table of REGIONAL_TABLES) {
      let afterId: string | null = null;
      do {
        const slice = await this.dataSource.transaction((manager) => this.regions.reassignSlice(manager, table, afterId, sliceSize));
        moved += slice.moved;
        afterId = slice.lastId;
      } while (afterId !== null);
    }
    this.logger.log({ moved }, 'Regions re-assigned after an area change');
    return moved;
  }
}
