import { BadRequestException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountTokenRepository } from '../account-token.repository';
import { UserAccountRepository } from '../user-account.repository';

export const EMAIL_VERIFIED_MESSAGE = 'Vielen Dank! Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.';
export const VERIFY_LINK_INVALID =
  'Dieser Bestätigungslink ist ungültig, abgelaufen oder wurde bereits verwendet. Fordern Sie bei Bedarf einen neuen Link an.';

export class VerifyEmailCommand {
  constructor(readonly token: string) {}
}

/** Redeems a verification link once; the first login works from then on, and the company becomes public. */
@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand, string> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: AccountTokenRepository,
    private readonly users: UserAccountRepository,
  ) {}

  async execute({ token }: VerifyEmailCommand): Promise<string> {
    await this.dataSource.transaction(async (manager) => {
      const userId = await this.tokens.redeem(manager, token, 'verify_email');
      if (!userId) throw new BadRequestException({ message: VERIFY_LINK_INVALID });
      await this.users.markEmailVerified(manager, userId);
    });
    return EMAIL_VERIFIED_MESSAGE;
  }
}
