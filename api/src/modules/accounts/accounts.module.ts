import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountTokenRepository } from './account-token.repository';
import { AccountsController } from './accounts.controller';
import { ACCOUNT_COMMAND_HANDLERS } from './commands';
import { RegisteredCompanyRepository } from './registered-company.repository';
import { UserAccountRepository } from './user-account.repository';

@Module({
  imports: [CqrsModule],
  controllers: [AccountsController],
  providers: [AccountTokenRepository, UserAccountRepository, RegisteredCompanyRepository, ...ACCOUNT_COMMAND_HANDLERS],
})
export class AccountsModule {}
