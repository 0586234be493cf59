import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { listingSearchParamsSchema, type PlatformStats } from '@praxisnah/contracts';
import { cachedFor } from '../../shared/cache/cached-for';
import { ListingSearchService } from './listing-search.service';

const CACHE_MS = 60_000;
const UNFILTERED = listingSearchParamsSchema.parse({ pageSize: 1 });

/**
 * The home page's counters: internships counted by the same search a visitor runs (so the home page and /search
 * agree), verified companies from PostgreSQL. Computed at most once a minute, however many visitors arrive.
 */
@Injectable()
export class PlatformStatsService {
  /** The home page's numbers, counted at most once a minute. */
  readonly stats = cachedFor(CACHE_MS, () => this.count());

  constructor(
    private readonly listings: ListingSearchService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  private async count(): Promise<PlatformStats> {
    const [internships, [companies]] = await Promise.all([
      this.listings.search(UNFILTERED, false),
      this.dataSource.query<Array<{ count: number }>>('SELECT count(*)::int AS count FROM companies WHERE verified'),
    ]);
    return { activeInternships: internships.total, verifiedCompanies: companies?.count ?? 0 };
  }
}
