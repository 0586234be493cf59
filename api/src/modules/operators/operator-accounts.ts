import { ConflictException, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AccountTokenRepository } from '../accounts/account-token.repository';
import { UserAccountRepository } from '../accounts/user-account.repository';
import { hashPassword } from '../auth/password-hasher';
import { newSessionToken } from '../auth/session-token';

/** An invitation link for a new operator stays valid this long (a reset link only an hour: nobody asked for this one). */
export const INVITATION_VALID_HOURS = 72;

/**
 * Creates an operator account without a usable password and returns a single-use set-password token: the person sets
 * it through /reset-password, which also marks the address verified (the link proved access to the mailbox).
 */
@Injectable()
export class OperatorAccounts {
  constructor(
    private readonly users: UserAccountRepository,
    private readonly tokens: AccountTokenRepository,
  ) {}

  async invite(manager: EntityManager, email: string, role: 'admin' | 'regional_manager', regionId: number | null): Promise<string> {
    if (await this.users.emailTaken(manager, email))
      throw new ConflictException({ message: 'Zu dieser E-Mail-Adresse besteht bereits ein Konto.' });
    const id = randomUUID();
    await this.users.insertOperator(manager, { id, email, passwordHash: await hashPassword(newSessionToken()), role, regionId });
    return this.tokens.issue(manager, id, 'reset_password', INVITATION_VALID_HOURS * 3600_000);
  }
}
