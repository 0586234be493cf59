import type { EntityManager } from 'typeorm';
import { transactionsOn } from '../../operators/commands/handler-fixtures';
import type { AccountTokenRepository } from '../account-token.repository';
import type { UserAccountRepository } from '../user-account.repository';
import { storedUser } from './account-fixtures';
import { PASSWORD_RESET_MESSAGE, RESET_LINK_INVALID, ResetPasswordCommand, ResetPasswordHandler } from './reset-password.command';

/** The handler over one user with a valid reset link, with mocked tokens, accounts and outbox. */
function makeHandler() {
  const user = storedUser({ emailVerifiedAt: new Date('2026-01-05T11:00:00Z') });
  const em = {} as EntityManager;
  const users = {
    getById: jest.fn(async () => user),
    setPasswordHash: jest.fn(async () => undefined),
    markEmailVerified: jest.fn(async () => undefined),
    revokeSessions: jest.fn(async () => undefined),
  };
  const tokens = { redeem: jest.fn(async (): Promise<string | null> => user.id) };
  const handler = new ResetPasswordHandler(
    transactionsOn(em),
    users as unknown as UserAccountRepository,
    tokens as unknown as AccountTokenRepository,
  );
  const run = (password: string) => handler.execute(new ResetPasswordCommand('link-token', password));
  return { run, user, em, users, tokens };
}

describe('ResetPasswordHandler', () => {
  it('stores the new password and ends every session of the user', async () => {
    const { run, user, em, users } = makeHandler();
    await expect(run('Neues-Passwort-2026')).resolves.toBe(PASSWORD_RESET_MESSAGE);
    expect(users.getById).toHaveBeenCalledWith(user.id, em);
    expect(users.setPasswordHash).toHaveBeenCalledWith(em, user.id, expect.stringMatching(/^scrypt\$/));
    // The link proved access to the mailbox.
    expect(users.markEmailVerified).toHaveBeenCalledWith(em, user.id);
    expect(users.revokeSessions).toHaveBeenCalledWith(em, user.id);
  });

  it('answers a used or unknown link with a German 400 and writes no password', async () => {
    const { run, users, tokens } = makeHandler();
    tokens.redeem.mockResolvedValue(null);
    await expect(run('Neues-Passwort-2026')).rejects.toMatchObject({ status: 400, response: { message: RESET_LINK_INVALID } });
    expect(users.setPasswordHash).not.toHaveBeenCalled();
  });

  it('refuses a password that is the address itself, before anything is written', async () => {
    const { run, user, users } = makeHandler();
    await expect(run(user.email)).rejects.toMatchObject({ status: 400 });
    expect(users.setPasswordHash).not.toHaveBeenCalled();
    expect(users.revokeSessions).not.toHaveBeenCalled();
  });
});
