import { Body, Controller, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  applicationDecisionSchema,
  createAdminSchema,
  createRegionSchema,
  moderationReasonSchema,
  updateRegionSchema,
  type ApplicationDecisionInput,
  type ApplicationView,
  type CreateAdminInput,
  type CreateRegionInput,
  type ModerationReasonInput,
  type RegionView,
  type UpdateRegionInput,
} from '@praxisnah/contracts';
import { UuidParamPipe } from '../../shared/validation/uuid-param.pipe';
import { ZodValidationPipe } from '../../shared/validation/zod-validation.pipe';
import { AuthenticatedUser } from '../auth/authenticated-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles, SessionGuard } from '../auth/session.guard';
import { CreateAdminCommand } from './commands/create-admin.command';
import { DecideApplicationCommand } from './commands/decide-application.command';
import { SaveRegionCommand } from './commands/save-region.command';
import { SuspendCompanyCommand } from './commands/suspend-company.command';
import { OperatorReadService } from './operator-read.service';

const companyId = new UuidParamPipe('Unternehmen nicht gefunden.');
const applicationId = new UuidParamPipe('Diese Bewerbung wurde nicht gefunden.');

/** What only admins do: regions and their areas, regional-manager applications, suspensions and new admins. */
@Controller('api/admin')
@UseGuards(SessionGuard)
@Roles('admin')
export class AdminOperationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reads: OperatorReadService,
  ) {}

  @Get('regions')
  regions(): Promise<RegionView[]> {
    return this.reads.regions();
  }

  @Post('regions')
  async createRegion(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(createRegionSchema)) body: CreateRegionInput,
  ): Promise<RegionView> {
    const slug = await this.commands.execute<SaveRegionCommand, string>(new SaveRegionCommand(user, body));
    return this.reads.region(user, slug);
  }

  @Patch('regions/:slug')
  async updateRegion(
    @CurrentUser() user: AuthenticatedUser,
    @Param('slug') slug: string,
    @Body(new ZodValidationPipe(updateRegionSchema)) body: UpdateRegionInput,
  ): Promise<RegionView> {
    await this.commands.execute(new SaveRegionCommand(user, body, slug));
    return this.reads.region(user, slug);
  }

  @Get('regional-manager-applications')
  applications(): Promise<ApplicationView[]> {
    return this.reads.applications();
  }

  @Post('regional-manager-applications/:id/decision')
  @HttpCode(204)
  async decide(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', applicationId) id: string,
    @Body(new ZodValidationPipe(applicationDecisionSchema)) body: ApplicationDecisionInput,
  ): Promise<void> {
    await this.commands.execute(new DecideApplicationCommand(user, id, body));
  }

  @Post('companies/:id/suspend')
  @HttpCode(204)
  async suspend(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', companyId) id: string,
    @Body(new ZodValidationPipe(moderationReasonSchema)) body: ModerationReasonInput,
  ): Promise<void> {
    await this.commands.execute(new SuspendCompanyCommand(user, id, body.reason));
  }

  @Post('companies/:id/reactivate')
  @HttpCode(204)
  async reactivate(@CurrentUser() user: AuthenticatedUser, @Param('id', companyId) id: string): Promise<void> {
    await this.commands.execute(new SuspendCompanyCommand(user, id, null));
  }

  @Post('admins')
  @HttpCode(202)
  async createAdmin(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(createAdminSchema)) body: CreateAdminInput,
  ): Promise<{ message: string }> {
    await this.commands.execute(new CreateAdminCommand(user, body.email));
    return { message: `Einladung an ${body.email} verschickt. Der Link zum Passwort-Vergeben ist 72 Stunden gültig.` };
  }
}
