import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { TEST_ADMIN_EMAIL, type LoginResponse, type TestAdminInfo } from '@praxisnah/contracts';
import { AuthService } from '../auth/auth.service';
import { hashPassword } from '../auth/password-hasher';
import { newSessionToken } from '../auth/session-token';
import { UserEntity } from '../auth/user.entity';

/**
 * /test-admin, for development and tests only (the module is not mounted when NODE_ENV is production): signs the
 * caller in as a throw-away admin without a password, so operator screens can be tried on a fresh database.
 */
@Controller('api/test-admin')
export class TestAdminController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly auth: AuthService,
  ) {}

  @Get()
  info(): TestAdminInfo {
    return { email: TEST_ADMIN_EMAIL };
  }

  @Post('session')
  @HttpCode(200)
  async signIn(): Promise<LoginResponse> {
    const users = this.dataSource.getRepository(UserEntity);
    // The account has no password anyone knows: it is reachable through this endpoint only.
    await this.dataSource.query(
      `INSERT INTO users (id, email, password_hash, role, email_verified_at) VALUES ($1, $2, $3, 'admin', now())
       ON CONFLICT (email) DO UPDATE SET role = 'admin', email_verified_at = COALESCE(users.email_verified_at, now())`,
      [randomUUID(), TEST_ADMIN_EMAIL, await hashPassword(newSessionToken())],
    );
    return this.auth.openSession(await users.findOneByOrFail({ email: TEST_ADMIN_EMAIL }));
  }
}
