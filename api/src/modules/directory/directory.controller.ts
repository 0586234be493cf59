import { Controller, Get, Header, NotFoundException, Param, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { eventListParamsSchema, z, type CompanyView, type EventView, type ListingCard, type PublicExhibitor } from '@praxisnah/contracts';
import { parseWith } from '../../shared/validation/parse-with';
import { UuidParamPipe } from '../../shared/validation/uuid-param.pipe';
import { AnalyticsRecorder } from '../analytics/analytics-recorder';
import { CompanyProfileRepository } from '../companies/company-profile.repository';
import { ExhibitorRepository } from '../events/exhibitor.repository';
import { Gazetteer } from '../geo/gazetteer';
import { resolveSearchPlace } from '../geo/search-place';
import { DirectoryService } from './directory.service';

const COMPANY_NOT_FOUND = 'Dieses Unternehmen wurde nicht gefunden.';
const EVENT_NOT_FOUND = 'Diese Veranstaltung wurde nicht gefunden.';
const idOrSlug = z.string().regex(/^[a-z0-9-]{1,80}$/i, { error: 'Ungültige Firmenangabe.' });
const companiesQuerySchema = z.object({ id: idOrSlug.optional(), limit: z.coerce.number().int().min(1).max(2000).default(1000) });
/** Offers shown per exhibitor on the event page; the company profile lists them all. */
const EXHIBITOR_OFFERS = 6;

/** Public company and event reads. Cache times follow the client's (companies 60 s). */
@Controller('api')
export class DirectoryController {
  constructor(
    private readonly directory: DirectoryService,
    private readonly recorder: AnalyticsRecorder,
    private readonly applications: ExhibitorRepository,
    private readonly profiles: CompanyProfileRepository,
    private readonly gazetteer: Gazetteer,
  ) {}

  @Get('companies')
  @Header('Cache-Control', 'public, max-age=60')
  async companies(@Query() query: unknown): Promise<CompanyView[] | CompanyView> {
    const { id, limit } = parseWith(companiesQuerySchema, query);
    if (!id) return this.directory.companies(limit);
    const company = await this.directory.company(id);
    if (!company) throw new NotFoundException({ message: COMPANY_NOT_FOUND });
    return company;
  }

  @Get('companies/all')
  @Header('Cache-Control', 'public, max-age=60')
  async allCompanies(): Promise<{ companies: CompanyView[] }> {
    return { companies: await this.directory.companies(2000) };
  }

  @Get('companies/by-slug/:slug')
  @Header('Cache-Control', 'no-cache')
  async profile(
    @Param('slug') slug: string,
    @Req() request: FastifyRequest,
  ): Promise<{ company: CompanyView; listings: ListingCard[]; events: EventView[] }> {
    // The company itself from PostgreSQL, so what it just saved shows at once; its listings and events from the read models.
    const company = idOrSlug.safeParse(slug).success ? await this.profiles.findPublic(slug) : null;
    if (!company) throw new NotFoundException({ message: COMPANY_NOT_FOUND });
    this.recorder.record(
      {
        type: 'company_view',
        entityId: company.id,
        companyId: company.id,
        vertical: 'company',
        position:
          company.latitude !== null && company.longitude !== null ? { latitude: company.latitude, longitude: company.longitude } : null,
        search: null,
      },
      request,
    );
    const [listings, events] = await Promise.all([
      this.directory.companyListings(company.id),
      this.directory.events({ companyId: company.id, limit: 50 }),
    ]);
    return { company, listings, events };
  }

  @Get('events')
  @Header('Cache-Control', 'public, max-age=60')
  events(@Query() query: unknown): Promise<EventView[]> {
    const params = parseWith(eventListParamsSchema, query);
    return this.directory.events({ limit: params.limit, place: resolveSearchPlace(this.gazetteer, params) });
  }

  @Get('events/:id')
  @Header('Cache-Control', 'public, max-age=60')
  async event(@Param('id', new UuidParamPipe(EVENT_NOT_FOUND)) id: string, @Req() request: FastifyRequest): Promise<EventView> {
    const event = await this.directory.event(id);
    if (!event) throw new NotFoundException({ message: EVENT_NOT_FOUND });
    this.recorder.record(
      {
        type: 'event_view',
        entityId: event.id,
        companyId: event.company?.id ?? null,
        vertical: 'event',
        position: event.latitude !== null && event.longitude !== null ? { latitude: event.latitude, longitude: event.longitude } : null,
        search: null,
      },
      request,
    );
    return event;
  }

  /** The admitted exhibitors with their open Praktika and Ausbildung places, live from the listings index. */
  @Get('events/:id/exhibitors')
  @Header('Cache-Control', 'public, max-age=60')
  async exhibitors(@Param('id', new UuidParamPipe(EVENT_NOT_FOUND)) id: string): Promise<PublicExhibitor[]> {
    const accepted = await this.applications.accepted(id);
    return Promise.all(
      accepted.map(async ({ company }) => ({
        company,
        listings: (await this.directory.companyListings(company.id)).slice(0, EXHIBITOR_OFFERS),
      })),
    );
  }
}
