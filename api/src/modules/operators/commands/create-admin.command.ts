import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../shared/config/app-config';
import { clientLink } from '../../accounts/link-origin';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { MailService } from '../../mail/mail.service';
import { adminInvitationMail } from '../../mail/operator-mails';
import { AuditLogRepository } from '../audit-log.repository';
import { INVITATION_VALID_HOURS, OperatorAccounts } from '../operator-accounts';

/** An admin invites another admin, who sets a password through the mailed link. */
export class CreateAdminCommand {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly email: string,
  ) {}
}

@CommandHandler(CreateAdminCommand)
export class CreateAdminHandler implements ICommandHandler<CreateAdminCommand, void> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: OperatorAccounts,
    private readonly audit: AuditLogRepository,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actor, email }: CreateAdminCommand): Promise<void> {
    const token = await this.dataSource.transaction(async (manager) => {
      const issued = await this.accounts.invite(manager, email, 'admin', null);
      await this.audit.record(manager, actor, {
        action: 'admin.created',
        targetType: 'user',
        targetId: email,
        targetLabel: email,
        regionId: null,
      });
      return issued;
    });
    this.mail.dispatch(adminInvitationMail(email, clientLink(this.config.PUBLIC_ORIGIN, '/reset-password', token), INVITATION_VALID_HOURS));
  }
}
