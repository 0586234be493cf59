import { BadRequestException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PASSWORD_EQUALS_EMAIL, passwordResemblesEmail } from '@praxisnah/contracts';
import { hashPassword } from '../../auth/password-hasher';
import { AccountTokenRepository } from '../account-token.repository';
import { UserAccountRepository } from '../user-account.repository';

export const PASSWORD_RESET_MESSAGE = 'Ihr Passwort wurde geändert. Sie können sich jetzt mit dem neuen Passwort anmelden.';
export const RESET_LINK_INVALID =
  'Dieser Link zum Zurücksetzen ist ungültig, abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen Link an.';

export class ResetPasswordCommand {
  constructor(
    readonly token: string,
    readonly password: string,
  ) {}
}

/**
 * Sets a new password through a single-use link. Every session ends, and the address counts as verified
 * (the link proved access to the mailbox). A refused password rolls back, so the link still works.
 */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, string> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserAccountRepository,
    private readonly tokens: AccountTokenRepository,
  ) {}

  async execute({ token, password }: ResetPasswordCommand): Promise<string> {
    const passwordHash = await hashPassword(password);
    await this.dataSource.transaction(async (manager) => {
      const userId = await this.tokens.redeem(manager, token, 'reset_password');
      if (!userId) throw new BadRequestException({ message: RESET_LINK_INVALID });
      const user = await this.users.getById(userId, manager);
      if (passwordResemblesEmail(password, user.email)) {
        throw new BadRequestException({ message: `Ungültiger Wert für „password“: ${PASSWORD_EQUALS_EMAIL}` });
      }
      await this.users.setPasswordHash(manager, userId, passwordHash);
      await this.users.markEmailVerified(manager, userId);
      await this.users.revokeSessions(manager, userId);
    });
    return PASSWORD_RESET_MESSAGE;
  }
}
