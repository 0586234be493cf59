import { Injectable } from '@nestjs/common';
import { listingSearchParamsSchema, type PlatformStats } from '@praxisnah/contracts';
import { cachedFor } from '../../shared/cache/cached-for';
import { CompanyProfileRepository } from '../companies/company-profile.repository';
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
    private readonly companies: CompanyProfileRepository,
  ) {}

  private async count(): Promise<PlatformStats> {
    const [internships, verifiedCompanies] = await Promise.all([this.listings.search(UNFILTERED, false), this.companies.countVerified()]);
    return { activeInternships: internships.total, verifiedCompanies };
  }
}
