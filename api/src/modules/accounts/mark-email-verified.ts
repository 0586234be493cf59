import type { EntityManager } from 'typeorm';
import type { OutboxWriter } from '../../shared/outbox/outbox-writer';

/**
 * Marks a user's address verified (a verification or reset link proved access to the mailbox). The first time, its
 * company becomes public: a company.email-verified event at its next version puts it and its offers into the directory
 * and search
 * (PUBLIC_COMPANY_CONDITION).
 */
export async function markEmailVerified(manager: EntityManager, outbox: OutboxWriter, userId: string): Promise<void> {
  // TypeORM answers an UPDATE … RETURNING with [rows, affected].
  const [[user]] = await manager.query<[{ company_id: string | null; newly: boolean }[], number]>(
    `UPDATE users SET email_verified_at = COALESCE(email_verified_at, now()) WHERE id = $1
     RETURNING company_id, email_verified_at = now() AS newly`,
    [userId],
  );
  if (!user?.company_id || !user.newly) return;
  const [[company]] = await manager.query<[{ version: number; name: string }[], number]>(
    'UPDATE companies SET version = version + 1 WHERE id = $1 RETURNING version, name',
    [user.company_id],
  );
  await outbox.append(manager, {
    type: 'company.email-verified',
    aggregateId: user.company_id,
    aggregateVersion: company!.version,
    companyId: user.company_id,
    payload: { name: company!.name },
  });
}
