import { ConflictException, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AccountTokenRepository } from '../accounts/account-token.repository';
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
  constructor(private readonly tokens: AccountTokenRepository) {}

  async invite(manager: EntityManager, email: string, role: 'admin' | 'regional_manager', regionId: number | null): Promise<string> {
    const [existing] = await manager.query<unknown[]>('SELECT 1 FROM users WHERE email = $1', [email]);
    if (existing) throw new ConflictException({ message: 'Zu dieser E-Mail-Adresse besteht bereits ein Konto.' });
    const id = randomUUID();
    await manager.query('INSERT INTO users (id, email, password_hash, role, region_id) VALUES ($1, $2, $3, $4, $5)', [
      id,
      email,
      await hashPassword(newSessionToken()),
      role,
      regionId,
    ]);
    return this.tokens.issue(manager, id, 'reset_password', INVITATION_VALID_HOURS * 3600_000);
  }
}
