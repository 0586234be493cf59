import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  createEventSchema,
  moderationReasonSchema,
  operatorListQuerySchema,
  regionAnalyticsQuerySchema,
  regionSettingsSchema,
  type AuditEntry,
  type CreateEventInput,
  type ModerationReasonInput,
  type OperatorCompany,
  type OperatorEvent,
  type OperatorListing,
  type OperatorListQuery,
  type OperatorPage,
  type RegionAnalytics,
  type RegionAnalyticsQuery,
  type RegionSettingsInput,
  type RegionView,
} from '@praxisnah/contracts';
import { UuidParamPipe } from '../../shared/validation/uuid-param.pipe';
import { ZodValidationPipe } from '../../shared/validation/zod-validation.pipe';
import { AuthenticatedUser } from '../auth/authenticated-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles, SessionGuard } from '../auth/session.guard';
import { CreateRegionEventCommand } from './commands/create-region-event.command';
import { ModerateOfferCommand } from './commands/moderate-offer.command';
import { SaveRegionCommand } from './commands/save-region.command';
import { VerifyCompanyCommand } from './commands/verify-company.command';
import { OperatorReadService } from './operator-read.service';
import { RegionAnalyticsReader } from './region-analytics.reader';

const companyId = new UuidParamPipe('Unternehmen nicht gefunden.');
const listingId = new UuidParamPipe('Dieses Angebot wurde nicht gefunden.');
const eventId = new UuidParamPipe('Dieses Event wurde nicht gefunden.');
const listQuery = new ZodValidationPipe(operatorListQuerySchema);

/**
 * The moderation desk of regional managers (their own region only) and admins (every region). Every handler checks
 * the target's region against the caller's, so an id from another region is refused, never read or changed.
 */
@Controller('api/operator')
@UseGuards(SessionGuard)
@Roles('regional_manager', 'admin')
export class OperatorController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reads: OperatorReadService,
    private readonly regionAnalyticsReader: RegionAnalyticsReader,
  ) {}

  @Get('companies')
  companies(@CurrentUser() user: AuthenticatedUser, @Query(listQuery) query: OperatorListQuery): Promise<OperatorPage<OperatorCompany>> {
    return this.reads.companies(user, query);
  }

  @Get('listings')
  listings(@CurrentUser() user: AuthenticatedUser, @Query(listQuery) query: OperatorListQuery): Promise<OperatorPage<OperatorListing>> {
    return this.reads.listings(user, query);
  }

  @Get('events')
  events(@CurrentUser() user: AuthenticatedUser, @Query(listQuery) query: OperatorListQuery): Promise<OperatorPage<OperatorEvent>> {
    return this.reads.events(user, query);
  }

  @Get('audit-log')
  auditLog(@CurrentUser() user: AuthenticatedUser): Promise<AuditEntry[]> {
    return this.reads.auditLog(user);
  }

  @Post('companies/:id/verify')
  @HttpCode(204)
  async verify(@CurrentUser() user: AuthenticatedUser, @Param('id', companyId) id: string): Promise<void> {
    await this.commands.execute(new VerifyCompanyCommand(user, id, true));
  }

  @Delete('companies/:id/verify')
  @HttpCode(204)
  async unverify(@CurrentUser() user: AuthenticatedUser, @Param('id', companyId) id: string): Promise<void> {
    await this.commands.execute(new VerifyCompanyCommand(user, id, false));
  }

  @Post('listings/:id/hide')
  @HttpCode(204)
  async hideListing(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', listingId) id: string,
    @Body(new ZodValidationPipe(moderationReasonSchema)) body: ModerationReasonInput,
  ): Promise<void> {
    await this.commands.execute(new ModerateOfferCommand(user, 'listing', id, body.reason));
  }

  @Post('listings/:id/unhide')
  @HttpCode(204)
  async unhideListing(@CurrentUser() user: AuthenticatedUser, @Param('id', listingId) id: string): Promise<void> {
    await this.commands.execute(new ModerateOfferCommand(user, 'listing', id, null));
  }

  @Post('events/:id/hide')
  @HttpCode(204)
  async hideEvent(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', eventId) id: string,
    @Body(new ZodValidationPipe(moderationReasonSchema)) body: ModerationReasonInput,
  ): Promise<void> {
    await this.commands.execute(new ModerateOfferCommand(user, 'event', id, body.reason));
  }

  @Post('events/:id/unhide')
  @HttpCode(204)
  async unhideEvent(@CurrentUser() user: AuthenticatedUser, @Param('id', eventId) id: string): Promise<void> {
    await this.commands.execute(new ModerateOfferCommand(user, 'event', id, null));
  }

  /** The region's numbers; which region a caller may read is decided by the reader. */
  @Get('analytics')
  @Header('Cache-Control', 'no-store')
  regionAnalytics(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(regionAnalyticsQuerySchema)) query: RegionAnalyticsQuery,
  ): Promise<RegionAnalytics> {
    return this.regionAnalyticsReader.read(user, query);
  }

  /** A regional event; an admin names the region with ?region={slug}. */
  @Post('events')
  async createEvent(
    @CurrentUser() user: AuthenticatedUser,
    @Query('region') regionSlug: string | undefined,
    @Body(new ZodValidationPipe(createEventSchema)) body: CreateEventInput,
  ): Promise<{ id: string }> {
    return { id: await this.commands.execute<CreateRegionEventCommand, string>(new CreateRegionEventCommand(user, regionSlug, body)) };
  }

  /** The caller's own region (a manager), or any region by slug. */
  @Get('region')
  ownRegion(@CurrentUser() user: AuthenticatedUser): Promise<RegionView> {
    return this.reads.region(user, undefined);
  }

  @Get('regions/:slug')
  region(@CurrentUser() user: AuthenticatedUser, @Param('slug') slug: string): Promise<RegionView> {
    return this.reads.region(user, slug);
  }

  @Patch('regions/:slug')
  async updateSettings(
    @CurrentUser() user: AuthenticatedUser,
    @Param('slug') slug: string,
    @Body(new ZodValidationPipe(regionSettingsSchema)) body: RegionSettingsInput,
  ): Promise<RegionView> {
    await this.commands.execute(new SaveRegionCommand(user, body, slug));
    return this.reads.region(user, slug);
  }
}
