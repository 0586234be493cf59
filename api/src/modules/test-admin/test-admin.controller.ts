import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { TEST_ADMIN_EMAIL, type LoginResponse, type TestAdminInfo } from '@praxisnah/contracts';
import { AuthService } from '../auth/auth.service';
import { TestAdminAccountRepository } from './test-admin-account.repository';

/**
 * /test-admin, for development and tests only (the module is not mounted when NODE_ENV is production): signs the
 * caller in as a throw-away admin without a password, so operator screens can be tried on a fresh database.
 */
@Controller('api/test-admin')
export class TestAdminController {
  constructor(
    private readonly account: TestAdminAccountRepository,
    private readonly auth: AuthService,
  ) {}

  @Get()
  info(): TestAdminInfo {
    return { email: TEST_ADMIN_EMAIL };
  }

  @Post('session')
  @HttpCode(200)
  async signIn(): Promise<LoginResponse> {
    return this.auth.openSession(await this.account.ensure());
  }
}
