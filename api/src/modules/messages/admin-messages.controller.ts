import { Body, Controller, Delete, Get, HttpCode, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  MESSAGE_KEYS,
  saveMessageOverrideSchema,
  WEB_MESSAGES,
  type MessageEntry,
  type SaveMessageOverrideInput,
} from '@praxisnah/contracts';
import { ZodValidationPipe } from '../../shared/validation/zod-validation.pipe';
import { AuthenticatedUser } from '../auth/authenticated-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles, SessionGuard } from '../auth/session.guard';
import { SaveMessageOverrideCommand } from './commands/save-message-override.command';
import { MessageOverridesRepository } from './message-overrides.repository';

/** /admin-message-translations: every text of the web client with its default and the admins' override. */
@Controller('api/admin/messages')
@UseGuards(SessionGuard)
@Roles('admin')
export class AdminMessagesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly overrides: MessageOverridesRepository,
  ) {}

  @Get()
  async list(): Promise<MessageEntry[]> {
    const rows = new Map((await this.overrides.all()).map((row) => [row.key, row]));
    return MESSAGE_KEYS.map((key) => {
      const row = rows.get(key);
      return {
        key,
        defaultText: WEB_MESSAGES[key],
        override: row?.text ?? null,
        updatedAt: row?.updatedAt ?? null,
        updatedBy: row?.updatedBy ?? null,
      };
    });
  }

  @Put(':key')
  @HttpCode(204)
  async save(
    @CurrentUser() user: AuthenticatedUser,
    @Param('key') key: string,
    @Body(new ZodValidationPipe(saveMessageOverrideSchema)) body: SaveMessageOverrideInput,
  ): Promise<void> {
    await this.commands.execute(new SaveMessageOverrideCommand(user, key, body.text));
  }

  @Delete(':key')
  @HttpCode(204)
  async reset(@CurrentUser() user: AuthenticatedUser, @Param('key') key: string): Promise<void> {
    await this.commands.execute(new SaveMessageOverrideCommand(user, key, null));
  }
}
