import type { EntityManager } from 'typeorm';
import type { AccountTokenRepository } from '../accounts/account-token.repository';
import type { UserAccountRepository } from '../accounts/user-account.repository';
import { INVITATION_VALID_HOURS, OperatorAccounts } from './operator-accounts';

/** Invitations over mocked accounts and tokens; `taken` says whether the address has an account already. */
function makeAccounts(taken: boolean) {
  const em = {} as EntityManager;
  const users = { emailTaken: jest.fn(async () => taken), insertOperator: jest.fn(async () => undefined) };
  const tokens = { issue: jest.fn(async () => 'set-password-token') };
  const accounts = new OperatorAccounts(users as unknown as UserAccountRepository, tokens as unknown as AccountTokenRepository);
  return { accounts, em, users, tokens };
}

describe('OperatorAccounts.invite', () => {
  it('creates the manager without a known password and returns a set-password link valid for the invitation time', async () => {
    const { accounts, em, users, tokens } = makeAccounts(false);
    await expect(accounts.invite(em, 'jana.vogt@example.org', 'regional_manager', 5)).resolves.toBe('set-password-token');
    expect(users.insertOperator).toHaveBeenCalledWith(
      em,
      expect.objectContaining({
        email: 'jana.vogt@example.org',
        role: 'regional_manager',
        regionId: 5,
        passwordHash: expect.stringMatching(/^scrypt\$/),
      }),
    );
    const [, account] = users.insertOperator.mock.calls[0] as unknown as [EntityManager, { id: string }];
    expect(tokens.issue).toHaveBeenCalledWith(em, account.id, 'reset_password', INVITATION_VALID_HOURS * 3600_000);
  });

  it('refuses an address that has an account with a German 409', async () => {
    const { accounts, em, users } = makeAccounts(true);
    await expect(accounts.invite(em, 'jana.vogt@example.org', 'admin', null)).rejects.toMatchObject({
      status: 409,
      response: { message: 'Zu dieser E-Mail-Adresse besteht bereits ein Konto.' },
    });
    expect(users.insertOperator).not.toHaveBeenCalled();
  });
});
