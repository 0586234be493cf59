import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { hashSessionToken, newSessionToken } from '../auth/session-token';
import { AccountTokenEntity, AccountTokenPurpose } from './account-token.entity';

/** Issues and redeems single-use link tokens; the plain token exists only in the mail. */
@Injectable()
export class AccountTokenRepository {
  /**
   * Stores a new token and returns it in plain text for the link. A new reset link retires the older unused ones,
   * so only the latest mail works; older verification links stay valid until they expire.
   */
  async issue(manager: EntityManager, userId: string, purpose: AccountTokenPurpose, ttlMs: number): Promise<string> {
    if (purpose === 'reset_password') {
      await manager.query(
        `UPDATE account_tokens SET used_at = now() WHERE user_id = $1 AND purpose = 'reset_password' AND used_at IS NULL`,
        [userId],
      );
    }
    const token = newSessionToken();
    await manager.insert(AccountTokenEntity, {
      id: randomUUID(),
      userId,
      purpose,
      tokenHash: hashSessionToken(token),
      expiresAt: new Date(Date.now() + ttlMs),
      usedAt: null,
    });
    return token;
  }

  /** Marks the token used and returns its user, atomically; null when it is unknown, used, expired or for another purpose. */
  async redeem(manager: EntityManager, token: string, purpose: AccountTokenPurpose): Promise<string | null> {
    // Wrapped in a CTE so the driver answers with plain rows (TypeORM returns [rows, count] for a bare UPDATE).
    const rows = await manager.query<{ user_id: string }[]>(
      `WITH redeemed AS (
         UPDATE account_tokens SET used_at = now()
         WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
         RETURNING user_id
       ) SELECT user_id FROM redeemed`,
      [hashSessionToken(token), purpose],
    );
    return rows[0]?.user_id ?? null;
  }
}
