import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, ParseEnumPipe, Patch, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  addAusbildungOptionSchema,
  addAusbildungStartSchema,
  AUSBILDUNG_OPTION_LISTS,
  updateAusbildungOptionSchema,
  type AddAusbildungOptionInput,
  type AddAusbildungStartInput,
  type AusbildungOptionList,
  type AusbildungOptionsView,
  type AusbildungOptionView,
  type UpdateAusbildungOptionInput,
} from '@praxisnah/contracts';
import { ZodValidationPipe } from '../../shared/validation/zod-validation.pipe';
import { AuthenticatedUser } from '../auth/authenticated-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles, SessionGuard } from '../auth/session.guard';
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
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Get()
  async view(): Promise<AusbildungOptionsView> {
    const [abschluesse, uebernahme, starts] = await Promise.all([
      this.dataSource.query<AusbildungOptionView[]>(
        `SELECT d.key, d.label, d.active,
           (SELECT count(*)::int FROM listings l WHERE l.ausbildungs_abschluss = d.label) AS "usedBy"
         FROM ausbildung_degrees d ORDER BY d.sort_order, d.key`,
      ),
      this.dataSource.query<AusbildungOptionView[]>(
        `SELECT t.key, t.label, t.active,
           (SELECT count(*)::int FROM listings l WHERE l.uebernahme_chance = t.key) AS "usedBy"
         FROM takeover_chances t ORDER BY t.sort_order, t.key`,
      ),
      this.catalog.startOptions(),
    ]);
    const use = await this.dataSource.query<{ value: string; stored: boolean; used: number }[]>(
      `SELECT v.value, EXISTS (SELECT 1 FROM ausbildung_start_options o WHERE o.value = v.value) AS stored,
         (SELECT count(*)::int FROM listings l WHERE l.ausbildung_start = v.value) AS used
       FROM unnest($1::text[]) AS v(value)`,
      [starts.map((start) => start.value)],
    );
    return {
      abschluesse,
      uebernahme,
      starts: starts.map((start) => {
        const row = use.find((candidate) => candidate.value === start.value);
        return { ...start, computed: !row?.stored, usedBy: row?.used ?? 0 };
      }),
    };
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
