import type { EntityManager } from 'typeorm';
import type { AddressRateLimiter } from '../../../shared/rate-limit/address-rate-limiter';
import type { UserEntity } from '../../auth/user.entity';
import type { MailService } from '../../mail/mail.service';
import { transactionsOn } from '../../operators/commands/handler-fixtures';
import type { AccountTokenRepository } from '../account-token.repository';
import type { UserAccountRepository } from '../user-account.repository';
import { ACCOUNT_CONFIG, storedUser } from './account-fixtures';
import { RESEND_VERIFICATION_MESSAGE, ResendVerificationCommand, ResendVerificationHandler } from './resend-verification.command';

/** The handler over whatever account the address has (`user`), with mocked accounts, tokens, mail and limits. */
function makeHandler(user: UserEntity | null) {
  const em = {} as EntityManager;
  const users = { findByEmail: jest.fn(async () => user), companyName: jest.fn(async () => 'Nordlicht Werkstatt GmbH') };
  const tokens = { issue: jest.fn(async () => 'fresh-token') };
  const mail = { dispatch: jest.fn() };
  const handler = new ResendVerificationHandler(
    transactionsOn(em),
    users as unknown as UserAccountRepository,
    tokens as unknown as AccountTokenRepository,
    mail as unknown as MailService,
    { consume: jest.fn(async () => undefined) } as unknown as AddressRateLimiter,
    ACCOUNT_CONFIG,
  );
  const run = () => handler.execute(new ResendVerificationCommand('inhaberin@nordlicht.example'));
  return { run, em, tokens, mail };
}

const sentMail = (mail: { dispatch: jest.Mock }) => mail.dispatch.mock.calls[0]?.[0] as { to: string; text: string };

describe('ResendVerificationHandler', () => {
  it('mails an unverified account a fresh link naming its company', async () => {
    const user = storedUser();
    const { run, em, tokens, mail } = makeHandler(user);
    await expect(run()).resolves.toBe(RESEND_VERIFICATION_MESSAGE);
    expect(tokens.issue).toHaveBeenCalledWith(em, user.id, 'verify_email', 48 * 3600_000);
    expect(sentMail(mail).to).toBe(user.email);
    expect(sentMail(mail).text).toContain('Nordlicht Werkstatt GmbH');
    expect(sentMail(mail).text).toContain('https://praxisnah.example/verify-email');
  });

  it('gives the same answer and sends nothing for an unknown or a verified address', async () => {
    for (const user of [null, storedUser({ emailVerifiedAt: new Date('2026-01-06T09:00:00Z') })]) {
      const { run, tokens, mail } = makeHandler(user);
      await expect(run()).resolves.toBe(RESEND_VERIFICATION_MESSAGE);
      expect(tokens.issue).not.toHaveBeenCalled();
      expect(mail.dispatch).not.toHaveBeenCalled();
    }
  });
});
