import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../shared/config/app-config';
import { AddressRateLimiter } from '../../../shared/rate-limit/address-rate-limiter';
import { verificationMail } from '../../mail/account-mails';
import { MailService } from '../../mail/mail.service';
import { AccountTokenRepository } from '../account-token.repository';
import { clientLink } from '../link-origin';
import { UserAccountRepository } from '../user-account.repository';

export const RESEND_VERIFICATION_MESSAGE =
  'Falls zu dieser E-Mail-Adresse ein noch nicht bestätigtes Konto besteht, haben wir Ihnen einen neuen Bestätigungslink geschickt. Bitte prüfen Sie auch Ihren Spam-Ordner.';

export class ResendVerificationCommand {
  constructor(readonly email: string) {}
}

/** Mails a fresh verification link to an unverified account; answers the same for any address. */
@CommandHandler(ResendVerificationCommand)
export class ResendVerificationHandler implements ICommandHandler<ResendVerificationCommand, string> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserAccountRepository,
    private readonly tokens: AccountTokenRepository,
    private readonly mail: MailService,
    private readonly addressLimits: AddressRateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ email }: ResendVerificationCommand): Promise<string> {
    await this.addressLimits.consume('resend-verification', email);
    const user = await this.users.findByEmail(email);
    if (!user || user.emailVerifiedAt) return RESEND_VERIFICATION_MESSAGE;
    const hours = this.config.VERIFY_EMAIL_TTL_HOURS;
    const token = await this.dataSource.transaction((manager) => this.tokens.issue(manager, user.id, 'verify_email', hours * 3600_000));
    const companyName = user.companyId ? await this.users.companyName(user.companyId) : null;
    const link = clientLink(this.config.PUBLIC_ORIGIN, '/verify-email', token);
    this.mail.dispatch(verificationMail(user.email, companyName ?? 'Ihr Unternehmen', link, hours));
    return RESEND_VERIFICATION_MESSAGE;
  }
}
