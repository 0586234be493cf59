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
  type SmartSearchRequest,
  type SmartSearchResult,
} from '@praxisnah/contracts';
import { parseWith } from '../../shared/validation/parse-with';
import { UuidParamPipe } from '../../shared/validation/uuid-param.pipe';
import { ZodValidationPipe } from '../../shared/validation/zod-validation.pipe';
import { ListingSearchService } from './listing-search.service';
import { SmartSearchService } from './smart-search.service';

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
  ) {}

  @Get('internships/search')
  @Header('Cache-Control', 'public, max-age=30')
  searchInternships(@Query() query: unknown): Promise<ListingSearchResult> {
    const params = parseWith(listingSearchParamsSchema, query);
    return this.listings.search(params, params.isAusbildung ?? false);
  }

  @Get('ausbildungsplaetze/search')
  @Header('Cache-Control', 'public, max-age=30')
  searchAusbildung(@Query() query: unknown): Promise<ListingSearchResult> {
    return this.listings.search(parseWith(listingSearchParamsSchema, query), true);
  }

  @Post('internships/smart-search')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  smartSearch(@Body(new ZodValidationPipe(smartSearchRequestSchema)) body: SmartSearchRequest): Promise<SmartSearchResult> {
    return this.smart.run(body);
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
