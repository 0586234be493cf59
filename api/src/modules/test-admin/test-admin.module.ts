import { Module } from '@nestjs/common';
import { TestAdminAccountRepository } from './test-admin-account.repository';
import { TestAdminController } from './test-admin.controller';

@Module({ controllers: [TestAdminController], providers: [TestAdminAccountRepository] })
export class TestAdminModule {}
