import { BadRequestException, Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ApplicationDecisionInput } from '@praxisnah/contracts';
import { APP_CONFIG, AppConfig } from '../../../shared/config/app-config';
import { clientLink } from '../../accounts/link-origin';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { MailService } from '../../mail/mail.service';
import { applicationApprovedMail, applicationDeclinedMail } from '../../mail/operator-mails';
import { AuditLogRepository } from '../audit-log.repository';
import { INVITATION_VALID_HOURS, OperatorAccounts } from '../operator-accounts';
import { RegionalManagerApplicationRepository } from '../regional-manager-application.repository';

export class DecideApplicationCommand {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly applicationId: string,
    readonly input: ApplicationDecisionInput,
  ) {}
}

/** Approval creates the regional manager's account and mails a set-password link; a decline mails the admin's message. */
@CommandHandler(DecideApplicationCommand)
export class DecideApplicationHandler implements ICommandHandler<DecideApplicationCommand, void> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly applications: RegionalManagerApplicationRepository,
    private readonly accounts: OperatorAccounts,
    private readonly audit: AuditLogRepository,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actor, applicationId, input }: DecideApplicationCommand): Promise<void> {
    const approve = input.decision === 'angenommen';
    const outcome = await this.dataSource.transaction(async (manager) => {
      const application = await this.applications.lock(manager, applicationId);
      if (!application.open) throw new BadRequestException({ message: 'Über diese Bewerbung wurde bereits entschieden.' });
      const token = approve ? await this.accounts.invite(manager, application.email, 'regional_manager', application.regionId) : null;
      await this.applications.recordDecision(manager, applicationId, input, actor.id);
      await this.audit.record(manager, actor, {
        action: approve ? 'application.approved' : 'application.declined',
        targetType: 'application',
        targetId: applicationId,
        targetLabel: `${application.name} <${application.email}>`,
        regionId: application.regionId,
        reason: input.message,
      });
      return { ...application, token };
    });
    this.mail.dispatch(
      outcome.token
        ? applicationApprovedMail(
            outcome.email,
            outcome.regionName,
            input.message,
            clientLink(this.config.PUBLIC_ORIGIN, '/reset-password', outcome.token),
            INVITATION_VALID_HOURS,
          )
        : applicationDeclinedMail(outcome.email, outcome.regionName, input.message),
    );
  }
}
