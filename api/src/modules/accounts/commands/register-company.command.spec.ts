import type { EntityManager } from 'typeorm';
import type { RegisterCompanyInput } from '@praxisnah/contracts';
import type { OutboxWriter } from '../../../shared/outbox/outbox-writer';
import type { AddressRateLimiter } from '../../../shared/rate-limit/address-rate-limiter';
import type { UserEntity } from '../../auth/user.entity';
import type { CatalogService } from '../../catalog/catalog.service';
import type { CompanyEntity } from '../../companies/company.entity';
import type { Gazetteer } from '../../geo/gazetteer';
import type { MailService } from '../../mail/mail.service';
import { transactionsOn } from '../../operators/commands/handler-fixtures';
import type { AccountTokenRepository } from '../account-token.repository';
import type { RegisteredCompanyRepository } from '../registered-company.repository';
import type { UserAccountRepository } from '../user-account.repository';
import { ACCOUNT_CONFIG, storedUser } from './account-fixtures';
import { REGISTERED_MESSAGE, RegisterCompanyCommand, RegisterCompanyHandler } from './register-company.command';

const INPUT: RegisterCompanyInput = {
  email: 'inhaberin@nordlicht.example',
  password: 'Sicheres-Passwort-2026',
  companyName: 'Nordlicht Werkstatt',
  contactName: 'Jana Vogt',
  sector: 'bau_handwerk',
  street: 'Hafenstraße 1',
  zip: '20095',
  city: 'Hamburg',
  package: 'starter',
  acceptTerms: true,
};

/** The handler over whatever account the address has (`existing`), with mocked accounts, companies, tokens and mail. */
function makeHandler(existing: UserEntity | null) {
  const em = {} as EntityManager;
  const users = {
    findByEmail: jest.fn(async () => existing),
    companyName: jest.fn(async () => 'Nordlicht Werkstatt'),
    insert: jest.fn(async () => undefined),
  };
  const companies = {
    takenSlugs: jest.fn(async () => new Set(['nordlicht-werkstatt', 'nordlicht-werkstatt-2'])),
    insert: jest.fn(async () => undefined),
  };
  const tokens = { issue: jest.fn(async () => 'verify-token') };
  const outbox = { append: jest.fn(async () => 'event-id') };
  const mail = { dispatch: jest.fn() };
  const handler = new RegisterCompanyHandler(
    transactionsOn(em),
    users as unknown as UserAccountRepository,
    companies as unknown as RegisteredCompanyRepository,
    { geocodeAddress: jest.fn(() => ({ latitude: 53.55, longitude: 9.99 })) } as unknown as Gazetteer,
    { sectorIdByKey: jest.fn(async () => 4) } as unknown as CatalogService,
    outbox as unknown as OutboxWriter,
    tokens as unknown as AccountTokenRepository,
    mail as unknown as MailService,
    { consume: jest.fn(async () => undefined) } as unknown as AddressRateLimiter,
    ACCOUNT_CONFIG,
  );
  const run = () => handler.execute(new RegisterCompanyCommand(INPUT));
  return { run, em, users, companies, tokens, outbox, mail };
}

const sentMail = (mail: { dispatch: jest.Mock }) => mail.dispatch.mock.calls[0]?.[0] as { to: string; subject: string };

describe('RegisterCompanyHandler', () => {
  it('creates the company at the next free slug and its unverified user, then mails the verification link', async () => {
    const { run, em, users, companies, outbox, mail } = makeHandler(null);
    await expect(run()).resolves.toBe(REGISTERED_MESSAGE);
    const company = (companies.insert.mock.calls[0] as unknown as [EntityManager, CompanyEntity])[1];
    expect(company).toMatchObject({ slug: 'nordlicht-werkstatt-3', sectorId: 4, latitude: 53.55, verified: false });
    expect(users.insert).toHaveBeenCalledWith(
      em,
      expect.objectContaining({ email: INPUT.email, companyId: company.id, role: 'company', emailVerifiedAt: null }),
    );
    expect(outbox.append).toHaveBeenCalledWith(em, expect.objectContaining({ type: 'company.registered', aggregateId: company.id }));
    expect(sentMail(mail)).toMatchObject({ to: INPUT.email, subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse bei Praxisnah' });
  });

  it('answers the same for a verified address, creates nothing and tells its owner that an account exists', async () => {
    const { run, users, companies, mail } = makeHandler(storedUser({ emailVerifiedAt: new Date('2026-01-06T09:00:00Z') }));
    await expect(run()).resolves.toBe(REGISTERED_MESSAGE);
    expect(companies.insert).not.toHaveBeenCalled();
    expect(users.insert).not.toHaveBeenCalled();
    expect(sentMail(mail)).toMatchObject({ to: INPUT.email, subject: 'Sie haben bereits ein Konto bei Praxisnah' });
  });

  it('sends an unverified address a fresh verification link instead of a second account', async () => {
    const user = storedUser();
    const { run, em, companies, tokens, mail } = makeHandler(user);
    await expect(run()).resolves.toBe(REGISTERED_MESSAGE);
    expect(companies.insert).not.toHaveBeenCalled();
    expect(tokens.issue).toHaveBeenCalledWith(em, user.id, 'verify_email', 48 * 3600_000);
    expect(sentMail(mail)).toMatchObject({ subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse bei Praxisnah' });
  });
});
