import type { EntityManager } from 'typeorm';
import { hashPassword } from '../../auth/password-hasher';
import type { MailService } from '../../mail/mail.service';
import { transactionsOn } from '../../operators/commands/handler-fixtures';
import type { UserAccountRepository } from '../user-account.repository';
import { ACCOUNT_CONFIG, storedUser } from './account-fixtures';
import { ChangePasswordCommand, ChangePasswordHandler, CURRENT_PASSWORD_WRONG, PASSWORD_CHANGED_MESSAGE } from './change-password.command';

/** The handler over one user whose password is `Altes-Passwort-2026`, with mocked accounts and mail. */
async function makeHandler() {
  const user = storedUser({ passwordHash: await hashPassword('Altes-Passwort-2026') });
  const em = {} as EntityManager;
  const users = {
    getById: jest.fn(async () => user),
    setPasswordHash: jest.fn(async () => undefined),
    revokeSessions: jest.fn(async () => undefined),
  };
  const mail = { dispatch: jest.fn() };
  const handler = new ChangePasswordHandler(
    transactionsOn(em),
    users as unknown as UserAccountRepository,
    mail as unknown as MailService,
    ACCOUNT_CONFIG,
  );
  const run = (currentPassword: string, newPassword: string) =>
    handler.execute(new ChangePasswordCommand(user.id, 'this-session', { currentPassword, newPassword }));
  return { run, user, em, users, mail };
}

describe('ChangePasswordHandler', () => {
  it('stores the new password, ends every other session and tells the owner by mail', async () => {
    const { run, user, em, users, mail } = await makeHandler();
    await expect(run('Altes-Passwort-2026', 'Neues-Passwort-2026')).resolves.toBe(PASSWORD_CHANGED_MESSAGE);
    expect(users.setPasswordHash).toHaveBeenCalledWith(em, user.id, expect.stringMatching(/^scrypt\$/));
    expect(users.revokeSessions).toHaveBeenCalledWith(em, user.id, 'this-session');
    expect(mail.dispatch).toHaveBeenCalledWith(expect.objectContaining({ to: user.email }));
  });

  it('refuses a wrong current password with a German 400 and changes nothing', async () => {
    const { run, users, mail } = await makeHandler();
    await expect(run('Falsch-2026', 'Neues-Passwort-2026')).rejects.toMatchObject({
      status: 400,
      response: { message: CURRENT_PASSWORD_WRONG },
    });
    expect(users.setPasswordHash).not.toHaveBeenCalled();
    expect(users.revokeSessions).not.toHaveBeenCalled();
    expect(mail.dispatch).not.toHaveBeenCalled();
  });
});
