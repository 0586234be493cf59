import { BadRequestException, Inject, Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import type { RegisterCompanyInput } from '@praxisnah/contracts';
import { APP_CONFIG, AppConfig } from '../../../shared/config/app-config';
import { OutboxWriter } from '../../../shared/outbox/outbox-writer';
import { AddressRateLimiter } from '../../../shared/rate-limit/address-rate-limiter';
import { hashPassword } from '../../auth/password-hasher';
import { UserEntity } from '../../auth/user.entity';
import { CatalogService } from '../../catalog/catalog.service';
import { CompanyEntity } from '../../companies/company.entity';
import { Gazetteer } from '../../geo/gazetteer';
import { accountExistsMail, verificationMail } from '../../mail/account-mails';
import { MailService } from '../../mail/mail.service';
import { AccountTokenRepository } from '../account-token.repository';
import { nextFreeSlug, slugifyCompanyName } from '../company-slug';
import { clientLink } from '../link-origin';
import { RegisteredCompanyRepository } from '../registered-company.repository';
import { UserAccountRepository } from '../user-account.repository';

/** The same sentence whether or not the address already had an account: sign-up must not reveal registered addresses. */
export const REGISTERED_MESSAGE =
  'Fast geschafft! Wir haben Ihnen eine E-Mail mit einem Bestätigungslink geschickt. Bitte verifizieren Sie Ihre E-Mail-Adresse, danach können Sie sich anmelden.';

export class RegisterCompanyCommand {
  constructor(readonly input: RegisterCompanyInput) {}
}

function uniqueViolation(error: unknown): string | null {
  if (!(error instanceof QueryFailedError)) return null;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' ? (driverError.constraint ?? '') : null;
}

/**
 * Creates the company (unique slug, geocoded offline, indexed through a company.registered outbox record) and its
 * unverified company user in one transaction, then mails the verification link. An address that already has an
 * account gets a mail instead (a fresh link when it is still unverified), and the caller the same answer.
 */
@CommandHandler(RegisterCompanyCommand)
export class RegisterCompanyHandler implements ICommandHandler<RegisterCompanyCommand, string> {
  private readonly logger = new Logger(RegisterCompanyHandler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserAccountRepository,
    private readonly companies: RegisteredCompanyRepository,
    private readonly gazetteer: Gazetteer,
    private readonly catalog: CatalogService,
    private readonly outbox: OutboxWriter,
    private readonly tokens: AccountTokenRepository,
    private readonly mail: MailService,
    private readonly addressLimits: AddressRateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ input }: RegisterCompanyCommand): Promise<string> {
    await this.addressLimits.consume('register', input.email);
    const sectorId = await this.catalog.sectorIdByKey(input.sector);
    if (sectorId === undefined) throw new BadRequestException({ message: 'Unbekannte Branche.' });
    // Hashed before the lookup, so the answer takes as long for a known address as for a new one.
    const passwordHash = await hashPassword(input.password);
    for (let attempt = 1; ; attempt += 1) {
      const existing = await this.users.findByEmail(input.email);
      if (existing) {
        await this.notifyExistingAccount(existing);
        return REGISTERED_MESSAGE;
      }
      try {
        const token = await this.dataSource.transaction((manager) => this.create(manager, input, sectorId, passwordHash));
        this.mail.dispatch(
          verificationMail(input.email, input.companyName, this.link('/verify-email', token), this.config.VERIFY_EMAIL_TTL_HOURS),
        );
        this.logger.log({ sector: input.sector, package: input.package }, 'Company registered');
        return REGISTERED_MESSAGE;
      } catch (error) {
        // A concurrent sign-up took the address or the slug between our read and our insert: look again.
        const constraint = uniqueViolation(error);
        if (attempt < 3 && (constraint === 'users_email_key' || constraint === 'companies_slug_key')) continue;
        throw error;
      }
    }
  }

  private async create(manager: EntityManager, input: RegisterCompanyInput, sectorId: number, passwordHash: string): Promise<string> {
    const now = new Date();
    const base = slugifyCompanyName(input.companyName);
    const taken = await this.companies.takenSlugs(manager, base);
    const point = this.gazetteer.geocodeAddress({ address: input.street, zip: input.zip, city: input.city });
    const company = Object.assign(new CompanyEntity(), {
      id: randomUUID(),
      name: input.companyName,
      slug: nextFreeSlug(base, taken),
      description: null,
      sectorId,
      address: input.street,
      zip: input.zip,
      city: input.city,
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
      logoUrl: null,
      featuredImageUrl: null,
      images: [],
      verified: false,
      website: null,
      phone: null,
      contactEmail: input.email,
      regionId: null,
      package: input.package,
      contactName: input.contactName,
      version: 1,
      createdAt: now,
      updatedAt: now,
    });
    await this.companies.insert(manager, company);
    const user = Object.assign(new UserEntity(), {
      id: randomUUID(),
      email: input.email,
      passwordHash,
      role: 'company',
      companyId: company.id,
      regionId: null,
      emailVerifiedAt: null,
      termsAcceptedAt: now,
      createdAt: now,
    });
    await this.users.insert(manager, user);
    await this.outbox.append(manager, {
      type: 'company.registered',
      aggregateId: company.id,
      aggregateVersion: company.version,
      companyId: company.id,
      payload: { name: company.name },
    });
    return this.tokens.issue(manager, user.id, 'verify_email', this.config.VERIFY_EMAIL_TTL_HOURS * 3600_000);
  }

  private async notifyExistingAccount(user: UserEntity): Promise<void> {
    if (user.emailVerifiedAt) {
      this.mail.dispatch(accountExistsMail(user.email, this.link('/forgot-password')));
      return;
    }
    const token = await this.dataSource.transaction((manager) =>
      this.tokens.issue(manager, user.id, 'verify_email', this.config.VERIFY_EMAIL_TTL_HOURS * 3600_000),
    );
    const companyName = user.companyId ? await this.users.companyName(user.companyId) : null;
    this.mail.dispatch(
      verificationMail(user.email, companyName ?? 'Ihr Unternehmen', this.link('/verify-email', token), this.config.VERIFY_EMAIL_TTL_HOURS),
    );
  }

  private link(path: string, token?: string): string {
    return clientLink(this.config.PUBLIC_ORIGIN, path, token);
  }
}
