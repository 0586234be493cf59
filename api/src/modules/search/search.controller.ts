import { Body, Controller, Get, Header, HttpCode, NotFoundException, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import {
  HOME_INTERNSHIP_COUNT,
  listingSearchParamsSchema,
  MAX_PAGE_SIZE,
  smartSearchRequestSchema,
  z,
  type ListingCard,
  type ListingDetail,
  type ListingSearchResult,
  type ListingSearchParams,
  type PlatformStats,
  type SmartSearchRequest,
  type SmartSearchResult,
} from '@praxisnah/contracts';
import { loadAppConfig } from '../../shared/config/app-config';
import { parseWith } from '../../shared/validation/parse-with';
import { AnalyticsRecorder } from '../analytics/analytics-recorder';
import { searchFact } from '../analytics/search-fact';
import { Gazetteer } from '../geo/gazetteer';
import { UuidParamPipe } from '../../shared/validation/uuid-param.pipe';
import { ZodValidationPipe } from '../../shared/validation/zod-validation.pipe';
import { ListingSearchService } from './listing-search.service';
import { PlatformStatsService } from './platform-stats.service';
import { serializeSearchPage, type SerializedJson } from './search-page';
import { SmartSearchService } from './smart-search.service';

/** Search pages are sent as the bytes serializeSearchPage wrote, so their type is set here rather than by Fastify. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
const NOT_FOUND = 'Dieses Angebot wurde nicht gefunden oder ist nicht mehr online.';
const newestQuerySchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(HOME_INTERNSHIP_COUNT),
  isAusbildung: z.enum(['true', 'false']).default('false'),
});

/** Searches per client and minute: each costs Meilisearch work that every other visitor waits behind. */
const SEARCH_LIMIT = { default: { limit: loadAppConfig().SEARCH_RATE_LIMIT_PER_MINUTE, ttl: 60_000 } };

/** Public reads: no session, cacheable for as long as the client keeps search results (30 s). */
@Controller('api')
export class SearchController {
  constructor(
    private readonly listings: ListingSearchService,
    private readonly smart: SmartSearchService,
    private readonly recorder: AnalyticsRecorder,
    private readonly platformStats: PlatformStatsService,
    private readonly gazetteer: Gazetteer,
  ) {}

  @Get('stats')
  @Header('Cache-Control', 'public, max-age=60')
  stats(): Promise<PlatformStats> {
    return this.platformStats.stats();
  }

  @Get('internships/search')
  @UseGuards(ThrottlerGuard)
  @Throttle(SEARCH_LIMIT)
  @Header('Cache-Control', 'public, max-age=30')
  @Header('Content-Type', JSON_CONTENT_TYPE)
  async searchInternships(@Query() query: unknown, @Req() request: FastifyRequest): Promise<SerializedJson<ListingSearchResult>> {
    const params = parseWith(listingSearchParamsSchema, query);
    return this.searchAndRecord(params, params.isAusbildung ?? false, request);
  }

  @Get('ausbildungsplaetze/search')
  @UseGuards(ThrottlerGuard)
  @Throttle(SEARCH_LIMIT)
  @Header('Cache-Control', 'public, max-age=30')
  @Header('Content-Type', JSON_CONTENT_TYPE)
  async searchAusbildung(@Query() query: unknown, @Req() request: FastifyRequest): Promise<SerializedJson<ListingSearchResult>> {
    return this.searchAndRecord(parseWith(listingSearchParamsSchema, query), true, request);
  }

  @Post('internships/smart-search')
  @UseGuards(ThrottlerGuard)
  @Throttle(SEARCH_LIMIT)
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @Header('Content-Type', JSON_CONTENT_TYPE)
  async smartSearch(
    @Body(new ZodValidationPipe(smartSearchRequestSchema)) body: SmartSearchRequest,
  ): Promise<SerializedJson<SmartSearchResult>> {
    return serializeSearchPage(await this.smart.run(body));
  }

  @Get('internships')
  @Header('Cache-Control', 'public, max-age=30')
  async newest(@Query() query: unknown): Promise<{ items: ListingCard[] }> {
    const { pageSize, isAusbildung } = parseWith(newestQuerySchema, query);
    return { items: await this.listings.newest(pageSize, isAusbildung === 'true') };
  }

  @Get('internships/:id')
  @Header('Cache-Control', 'public, max-age=30')
  async detail(@Param('id', new UuidParamPipe(NOT_FOUND)) id: string, @Req() request: FastifyRequest): Promise<ListingDetail> {
    const listing = await this.listings.detail(id);
    if (!listing) throw new NotFoundException({ message: NOT_FOUND });
    this.recorder.record(
      {
        type: 'listing_view',
        entityId: listing.id,
        companyId: listing.company.id,
        vertical: listing.isAusbildung ? 'ausbildung' : 'praktikum',
        position:
          listing.latitude !== null && listing.longitude !== null ? { latitude: listing.latitude, longitude: listing.longitude } : null,
        search: null,
      },
      request,
    );
    return listing;
  }

  /** The first page of a search is the visitor's search; later pages of it are not counted again. */
  private async searchAndRecord(params: ListingSearchParams, isAusbildung: boolean, request: FastifyRequest) {
    const page = await this.listings.search(params, isAusbildung);
    if (params.page === 1) this.recorder.record(searchFact(params, isAusbildung, page, this.gazetteer), request);
    return serializeSearchPage(page);
  }
}
