import { BadRequestException, NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isMessageKey, placeholdersOf, WEB_MESSAGES } from '@praxisnah/contracts';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { AuditLogRepository } from '../../operators/audit-log.repository';
import { MessageOverridesRepository } from '../message-overrides.repository';

/** An admin rewords one text of the web client (`text`), or brings its default back (`null`). */
export class SaveMessageOverrideCommand {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly key: string,
    readonly text: string | null,
  ) {}
}

@CommandHandler(SaveMessageOverrideCommand)
export class SaveMessageOverrideHandler implements ICommandHandler<SaveMessageOverrideCommand, void> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly overrides: MessageOverridesRepository,
    private readonly audit: AuditLogRepository,
  ) {}

  async execute({ actor, key, text }: SaveMessageOverrideCommand): Promise<void> {
    if (!isMessageKey(key)) throw new NotFoundException({ message: 'Diesen Text gibt es nicht.' });
    const defaultText = WEB_MESSAGES[key];
    if (text !== null) assertSamePlaceholders(defaultText, text);
    await this.dataSource.transaction(async (manager) => {
      if (text === null) {
        if (!(await this.overrides.remove(manager, key))) return;
      } else {
        await this.overrides.save(manager, key, text, actor.email);
      }
      await this.audit.record(manager, actor, {
        action: text === null ? 'message.reset' : 'message.overridden',
        targetType: 'message',
        targetId: key,
        targetLabel: text ?? defaultText,
        regionId: null,
      });
    });
    this.overrides.forget();
  }
}

/** A screen fills the default's placeholders; a text that drops or invents one would show a gap or a raw `{name}`. */
function assertSamePlaceholders(defaultText: string, text: string): void {
  const expected = placeholdersOf(defaultText);
  const given = placeholdersOf(text);
  if (expected.join() === given.join()) return;
  const list = (names: string[]) => names.map((name) => `{${name}}`).join(', ');
  throw new BadRequestException({
    message: expected.length
      ? `Der Text muss genau diese Platzhalter enthalten: ${list(expected)}.`
      : `Dieser Text hat keine Platzhalter; bitte entfernen Sie ${list(given)}.`,
  });
}
