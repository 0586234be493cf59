import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../shared/config/app-config';
import { AddressRateLimiter } from '../../../shared/rate-limit/address-rate-limiter';
import { passwordResetMail } from '../../mail/account-mails';
import { MailService } from '../../mail/mail.service';
import { AccountTokenRepository } from '../account-token.repository';
import { clientLink } from '../link-origin';
import { UserAccountRepository } from '../user-account.repository';

export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'Falls zu dieser E-Mail-Adresse ein Konto besteht, haben wir Ihnen einen Link zum Zurücksetzen des Passworts geschickt. Bitte prüfen Sie auch Ihren Spam-Ordner.';

export class RequestPasswordResetCommand {
  constructor(readonly email: string) {}
}

/**
 * Mails a single-use reset link to a known address. The answer never says whether the address is known, not even
 * by its timing: it leaves once the address limit is counted (the same for every address), and the lookup, token
 * and mail follow after it.
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand, string> {
  private readonly logger = new Logger(RequestPasswordResetHandler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserAccountRepository,
    private readonly tokens: AccountTokenRepository,
    private readonly mail: MailService,
    private readonly addressLimits: AddressRateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ email }: RequestPasswordResetCommand): Promise<string> {
    await this.addressLimits.consume('forgot-password', email);
    setImmediate(() => {
      this.mailResetLink(email).catch((error: unknown) => this.logger.error({ err: error }, 'Password reset link not sent'));
    });
    return PASSWORD_RESET_REQUESTED_MESSAGE;
  }

  private async mailResetLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const minutes = this.config.PASSWORD_RESET_TTL_MINUTES;
    const token = await this.dataSource.transaction((manager) => this.tokens.issue(manager, user.id, 'reset_password', minutes * 60_000));
    this.mail.dispatch(passwordResetMail(user.email, clientLink(this.config.PUBLIC_ORIGIN, '/reset-password', token), minutes));
  }
}
