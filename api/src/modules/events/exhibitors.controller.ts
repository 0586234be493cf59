import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  exhibitorApplicationSchema,
  exhibitorDecisionSchema,
  type ExhibitorApplication,
  type ExhibitorApplicationView,
  type ExhibitorDecision,
} from '@praxisnah/contracts';
import { UuidParamPipe } from '../../shared/validation/uuid-param.pipe';
import { ZodValidationPipe } from '../../shared/validation/zod-validation.pipe';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { CurrentCompanyId, CurrentUser } from '../auth/current-user.decorator';
import { SessionGuard } from '../auth/session.guard';
import { EVENT_NOT_FOUND } from './event.repository';
import { ExhibitorNotifications } from './exhibitor-notifications';
import { ExhibitorRepository } from './exhibitor.repository';
import { OrganiserAccess } from './organiser-access';

const eventId = new UuidParamPipe(EVENT_NOT_FOUND);

/** Companies apply to exhibit; the organiser (owner, regional manager or admin) accepts or declines; both sides get mails. */
@Controller('api/events/:id')
@UseGuards(SessionGuard)
export class ExhibitorsController {
  constructor(
    private readonly exhibitors: ExhibitorRepository,
    private readonly access: OrganiserAccess,
    private readonly notifications: ExhibitorNotifications,
  ) {}

  @Post('exhibitor-applications')
  async apply(
    @CurrentCompanyId() companyId: string,
    @Param('id', eventId) id: string,
    @Body(new ZodValidationPipe(exhibitorApplicationSchema)) body: ExhibitorApplication,
  ): Promise<ExhibitorApplicationView> {
    const application = await this.exhibitors.apply(id, companyId, body);
    await this.notifications.applied(id, application);
    return application;
  }

  @Get('exhibitor-applications/mine')
  async mine(
    @CurrentCompanyId() companyId: string,
    @Param('id', eventId) id: string,
  ): Promise<{ application: ExhibitorApplicationView | null }> {
    return { application: await this.exhibitors.mine(id, companyId) };
  }

  @Get('management/exhibitors')
  async list(@CurrentUser() user: AuthenticatedUser, @Param('id', eventId) id: string): Promise<ExhibitorApplicationView[]> {
    await this.access.assert(user, id);
    return this.exhibitors.list(id);
  }

  @Post('management/exhibitors/:applicationId')
  @HttpCode(200)
  async decide(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', eventId) id: string,
    @Param('applicationId', new UuidParamPipe('Diese Bewerbung wurde nicht gefunden.')) applicationId: string,
    @Body(new ZodValidationPipe(exhibitorDecisionSchema)) body: ExhibitorDecision,
  ): Promise<ExhibitorApplicationView> {
    await this.access.assert(user, id);
    const { application, changed } = await this.exhibitors.decide(id, applicationId, body.status);
    if (changed) await this.notifications.decided(id, application, body.message);
    return application;
  }
}
