import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { OutboxWriter } from '../../shared/outbox/outbox-writer';
import { UserEntity } from '../auth/user.entity';
import { CompanyEntity } from '../companies/company.entity';

/** A new operator account: no company, a region only for a regional manager. */
export interface NewOperatorAccount {
  id: string;
  email: string;
  passwordHash: string;
  role: 'admin' | 'regional_manager';
  regionId: number | null;
}

/** The users table and its sessions as the account flows (sign-up, links, passwords, invitations) use them. */
@Injectable()
export class UserAccountRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
  ) {}

  /**
   * Marks a user's address verified (a verification or reset link proved access to the mailbox). The first time, its
   * company becomes public: a company.email-verified event at its next version puts it and its offers into the
   * directory and search (PUBLIC_COMPANY_CONDITION).
   */
  async markEmailVerified(manager: EntityManager, userId: string): Promise<void> {
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
    await this.outbox.append(manager, {
      type: 'company.email-verified',
      aggregateId: user.company_id,
      aggregateVersion: company!.version,
      companyId: user.company_id,
      payload: { name: company!.name },
    });
  }

  async findByEmail(email: string): Promise<UserEntity | null> {
    return this.dataSource.manager.findOne(UserEntity, { where: { email } });
  }

  /** The user behind a session or a redeemed token; it exists, so a missing row is a server error. */
  async getById(id: string, manager: EntityManager = this.dataSource.manager): Promise<UserEntity> {
    return manager.findOneOrFail(UserEntity, { where: { id } });
  }

  async emailTaken(manager: EntityManager, email: string): Promise<boolean> {
    const [existing] = await manager.query<unknown[]>('SELECT 1 FROM users WHERE email = $1', [email]);
    return existing !== undefined;
  }

  /** The name of the user's company for a mail, or null when the company is gone. */
  async companyName(companyId: string): Promise<string | null> {
    const company = await this.dataSource.manager.findOne(CompanyEntity, { where: { id: companyId } });
    return company?.name ?? null;
  }

  async insert(manager: EntityManager, user: UserEntity): Promise<void> {
    await manager.insert(UserEntity, user);
  }

  async insertOperator(manager: EntityManager, account: NewOperatorAccount): Promise<void> {
    await manager.query('INSERT INTO users (id, email, password_hash, role, region_id) VALUES ($1, $2, $3, $4, $5)', [
      account.id,
      account.email,
      account.passwordHash,
      account.role,
      account.regionId,
    ]);
  }

  async setPasswordHash(manager: EntityManager, userId: string, passwordHash: string): Promise<void> {
    await manager.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
  }

  /** Ends the user's open sessions, all but `keepSessionId` when given (the one that changed the password). */
  async revokeSessions(manager: EntityManager, userId: string, keepSessionId?: string): Promise<void> {
    if (keepSessionId === undefined) {
      await manager.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
      return;
    }
    await manager.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL', [
      userId,
      keepSessionId,
    ]);
  }
}
