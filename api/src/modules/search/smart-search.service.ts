import { Injectable, Logger } from '@nestjs/common';
import { listingSearchParamsSchema, type ExtractedFilters, type SmartSearchRequest, type SmartSearchResult } from '@praxisnah/contracts';
import type { ListingSearchPage } from './search-page';
import { Gazetteer } from '../geo/gazetteer';
import { ListingSearchService } from './listing-search.service';
import { readSmartQuery } from './smart-query/smart-query-parser';

/** Free text in, filters out: the offline German parser fills the filters, the rest stays free text. */
@Injectable()
export class SmartSearchService {
  private readonly logger = new Logger(SmartSearchService.name);

  constructor(
    private readonly search: ListingSearchService,
    private readonly gazetteer: Gazetteer,
  ) {}

  async run(request: SmartSearchRequest): Promise<ListingSearchPage<Pick<SmartSearchResult, 'aiEnhancements'>>> {
    let extracted: ExtractedFilters = {};
    let sectorExplicit = false;
    try {
      ({ filters: extracted, sectorExplicit } = readSmartQuery(request.query, this.gazetteer));
    } catch (error) {
      this.logger.warn({ err: error }, 'Smart query parser failed; falling back to plain search');
    }
    const isAusbildung = request.isAusbildung ?? extracted.isAusbildung ?? false;
    const parsed = listingSearchParamsSchema.safeParse({
      q: extracted.remainingQuery ?? (Object.keys(extracted).length ? undefined : request.query),
      location: extracted.location,
      radius: extracted.radius,
      type: isAusbildung ? undefined : extracted.type,
      // A sector read from a job word ("Industriekaufmann") is only shown: its words find the listings of every
      // sector, and filtering would hide those of companies in another one. A sector named as such filters.
      sector: sectorExplicit ? extracted.sector : undefined,
      duration: isAusbildung ? undefined : extracted.duration,
      ausbildungStart: isAusbildung ? extracted.ausbildungStart : undefined,
      page: request.page,
      pageSize: request.pageSize,
    });
    const params = parsed.success
      ? parsed.data
      : listingSearchParamsSchema.parse({ q: request.query, page: request.page, pageSize: request.pageSize });
    const result = await this.search.search(params, isAusbildung);
    const { sector, ...rest } = extracted;
    const shown = sector && !sectorExplicit ? { ...rest, suggestedSector: sector } : extracted;
    return { ...result, aiEnhancements: { extractedFilters: shown } };
  }
}
