import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { TEST_ADMIN_EMAIL } from '@praxisnah/contracts';
import { hashPassword } from '../auth/password-hasher';
import { newSessionToken } from '../auth/session-token';
import { UserEntity } from '../auth/user.entity';

/** The throw-away admin of /test-admin. */
@Injectable()
export class TestAdminAccountRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Creates the account, or makes it an admin again; it has no password anyone knows: it is reachable through /test-admin only. */
  async ensure(): Promise<UserEntity> {
    await this.dataSource.query(
      `INSERT INTO users (id, email, password_hash, role, email_verified_at) VALUES ($1, $2, $3, 'admin', now())
       ON CONFLICT (email) DO UPDATE SET role = 'admin', email_verified_at = COALESCE(users.email_verified_at, now())`,
      [randomUUID(), TEST_ADMIN_EMAIL, await hashPassword(newSessionToken())],
    );
    return this.dataSource.getRepository(UserEntity).findOneByOrFail({ email: TEST_ADMIN_EMAIL });
  }
}
