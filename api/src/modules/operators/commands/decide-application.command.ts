import { BadRequestException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ApplicationDecisionInput } from '@praxisnah/contracts';
import { APP_CONFIG, AppConfig } from '../../../shared/config/app-config';
import { clientLink } from '../../accounts/link-origin';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { MailService } from '../../mail/mail.service';
import { applicationApprovedMail, applicationDeclinedMail } from '../../mail/operator-mails';
import { AuditLog } from '../audit-log';
import { INVITATION_VALID_HOURS, OperatorAccounts } from '../operator-accounts';

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
    private readonly accounts: OperatorAccounts,
    private readonly audit: AuditLog,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actor, applicationId, input }: DecideApplicationCommand): Promise<void> {
    const approve = input.decision === 'angenommen';
    const outcome = await this.dataSource.transaction(async (manager) => {
      const [application] = await manager.query<{ name: string; email: string; status: string; region_id: number; region_name: string }[]>(
        `SELECT a.name, a.email, a.status, a.region_id, r.name AS region_name
         FROM regional_manager_applications a JOIN regions r ON r.id = a.region_id WHERE a.id = $1 FOR UPDATE OF a`,
        [applicationId],
      );
      if (!application) throw new NotFoundException({ message: 'Diese Bewerbung wurde nicht gefunden.' });
      if (application.status !== 'offen') throw new BadRequestException({ message: 'Über diese Bewerbung wurde bereits entschieden.' });
      const token = approve ? await this.accounts.invite(manager, application.email, 'regional_manager', application.region_id) : null;
      await manager.query(
        `UPDATE regional_manager_applications SET status = $2, decision_message = $3, decided_by = $4, decided_at = now() WHERE id = $1`,
        [applicationId, input.decision, input.message, actor.id],
      );
      await this.audit.record(manager, actor, {
        action: approve ? 'application.approved' : 'application.declined',
        targetType: 'application',
        targetId: applicationId,
        targetLabel: `${application.name} <${application.email}>`,
        regionId: application.region_id,
        reason: input.message,
      });
      return { ...application, token };
    });
    this.mail.dispatch(
      outcome.token
        ? applicationApprovedMail(
            outcome.email,
            outcome.region_name,
            input.message,
            clientLink(this.config.PUBLIC_ORIGIN, '/reset-password', outcome.token),
            INVITATION_VALID_HOURS,
          )
        : applicationDeclinedMail(outcome.email, outcome.region_name, input.message),
    );
  }
}
