import { BadRequestException, Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PASSWORD_EQUALS_EMAIL, passwordResemblesEmail, type ChangePasswordInput } from '@praxisnah/contracts';
import { APP_CONFIG, AppConfig } from '../../../shared/config/app-config';
import { hashPassword, verifyPassword } from '../../auth/password-hasher';
import { passwordChangedMail } from '../../mail/account-mails';
import { MailService } from '../../mail/mail.service';
import { clientLink } from '../link-origin';
import { UserAccountRepository } from '../user-account.repository';

export const PASSWORD_CHANGED_MESSAGE = 'Ihr Passwort wurde geändert. Alle anderen Sitzungen wurden abgemeldet.';
export const CURRENT_PASSWORD_WRONG = 'Ungültiger Wert für „currentPassword“: Das bisherige Passwort ist nicht korrekt.';

export class ChangePasswordCommand {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly input: ChangePasswordInput,
  ) {}
}

/** Needs the current password; ends every other session of the user and tells them by mail. */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand, string> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserAccountRepository,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId, sessionId, input }: ChangePasswordCommand): Promise<string> {
    const user = await this.users.getById(userId);
    if (!(await verifyPassword(input.currentPassword, user.passwordHash)))
      throw new BadRequestException({ message: CURRENT_PASSWORD_WRONG });
    if (passwordResemblesEmail(input.newPassword, user.email)) {
      throw new BadRequestException({ message: `Ungültiger Wert für „newPassword“: ${PASSWORD_EQUALS_EMAIL}` });
    }
    const passwordHash = await hashPassword(input.newPassword);
    await this.dataSource.transaction(async (manager) => {
      await this.users.setPasswordHash(manager, userId, passwordHash);
      await this.users.revokeSessions(manager, userId, sessionId);
    });
    this.mail.dispatch(passwordChangedMail(user.email, clientLink(this.config.PUBLIC_ORIGIN, '/forgot-password')));
    return PASSWORD_CHANGED_MESSAGE;
  }
}
