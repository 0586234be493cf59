import { Body, Controller, Get, Header, HttpCode, NotFoundException, Param, Post, Query } from '@nestjs/common';
import {
  HOME_INTERNSHIP_COUNT,
  listingSearchParamsSchema,
  MAX_PAGE_SIZE,
  smartSearchRequestSchema,
  z,
  type ListingCard,
  type ListingDetail,
  type ListingSearchResult,
  type PlatformStats,
  type SmartSearchRequest,
  type SmartSearchResult,
} from '@praxisnah/contracts';
import { parseWith } from '../../shared/validation/parse-with';
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

/** Public reads: no session, cacheable for as long as the client keeps search results (30 s). */
@Controller('api')
export class SearchController {
  constructor(
    private readonly listings: ListingSearchService,
    private readonly smart: SmartSearchService,
    private readonly platformStats: PlatformStatsService,
  ) {}

  @Get('stats')
  @Header('Cache-Control', 'public, max-age=60')
  stats(): Promise<PlatformStats> {
    return this.platformStats.stats();
  }

  @Get('internships/search')
  @Header('Cache-Control', 'public, max-age=30')
  @Header('Content-Type', JSON_CONTENT_TYPE)
  async searchInternships(@Query() query: unknown): Promise<SerializedJson<ListingSearchResult>> {
    const params = parseWith(listingSearchParamsSchema, query);
    return serializeSearchPage(await this.listings.search(params, params.isAusbildung ?? false));
  }

  @Get('ausbildungsplaetze/search')
  @Header('Cache-Control', 'public, max-age=30')
  @Header('Content-Type', JSON_CONTENT_TYPE)
  async searchAusbildung(@Query() query: unknown): Promise<SerializedJson<ListingSearchResult>> {
    return serializeSearchPage(await this.listings.search(parseWith(listingSearchParamsSchema, query), true));
  }

  @Post('internships/smart-search')
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
  async detail(@Param('id', new UuidParamPipe(NOT_FOUND)) id: string): Promise<ListingDetail> {
    const listing = await this.listings.detail(id);
    if (!listing) throw new NotFoundException({ message: NOT_FOUND });
    return listing;
  }
}
