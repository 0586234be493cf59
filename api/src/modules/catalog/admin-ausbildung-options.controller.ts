import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, ParseEnumPipe, Patch, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  addAusbildungOptionSchema,
  addAusbildungStartSchema,
  AUSBILDUNG_OPTION_LISTS,
  updateAusbildungOptionSchema,
  type AddAusbildungOptionInput,
  type AddAusbildungStartInput,
  type AusbildungOptionList,
  type AusbildungOptionsView,
  type UpdateAusbildungOptionInput,
} from '@praxisnah/contracts';
import { ZodValidationPipe } from '../../shared/validation/zod-validation.pipe';
import { AuthenticatedUser } from '../auth/authenticated-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles, SessionGuard } from '../auth/session.guard';
import { AusbildungOptionUsageRepository } from './ausbildung-option-usage.repository';
import { CatalogService } from './catalog.service';
import { ChangeAusbildungOptionsCommand } from './commands/change-ausbildung-options.command';

const listParam = new ParseEnumPipe(AUSBILDUNG_OPTION_LISTS, {
  exceptionFactory: () => new NotFoundException({ message: 'Diese Liste gibt es nicht.' }),
});

/** /admin-ausbildung-options: degrees, Übernahmechancen and extra starts, with how many listings name each. */
@Controller('api/admin/ausbildung-options')
@UseGuards(SessionGuard)
@Roles('admin')
export class AdminAusbildungOptionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly catalog: CatalogService,
    private readonly usage: AusbildungOptionUsageRepository,
  ) {}

  @Get()
  async view(): Promise<AusbildungOptionsView> {
    return this.usage.view(await this.catalog.startOptions());
  }

  @Post('starts')
  @HttpCode(204)
  async addStart(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(addAusbildungStartSchema)) body: AddAusbildungStartInput,
  ): Promise<void> {
    await this.commands.execute(new ChangeAusbildungOptionsCommand(user, { kind: 'add-start', value: body.value }));
  }

  @Delete('starts/:value')
  @HttpCode(204)
  async removeStart(@CurrentUser() user: AuthenticatedUser, @Param('value') value: string): Promise<void> {
    await this.commands.execute(new ChangeAusbildungOptionsCommand(user, { kind: 'remove-start', value }));
  }

  @Post(':list')
  @HttpCode(204)
  async add(
    @CurrentUser() user: AuthenticatedUser,
    @Param('list', listParam) list: AusbildungOptionList,
    @Body(new ZodValidationPipe(addAusbildungOptionSchema)) body: AddAusbildungOptionInput,
  ): Promise<void> {
    await this.commands.execute(new ChangeAusbildungOptionsCommand(user, { kind: 'add', list, label: body.label }));
  }

  @Patch(':list/:key')
  @HttpCode(204)
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('list', listParam) list: AusbildungOptionList,
    @Param('key') key: string,
    @Body(new ZodValidationPipe(updateAusbildungOptionSchema)) body: UpdateAusbildungOptionInput,
  ): Promise<void> {
    await this.commands.execute(new ChangeAusbildungOptionsCommand(user, { kind: 'update', list, key, input: body }));
  }
}
