import { BadRequestException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OutboxWriter } from '../../../shared/outbox/outbox-writer';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { MailService } from '../../mail/mail.service';
import { companyReactivatedMail, companySuspendedMail } from '../../mail/operator-mails';
import { AuditLogRepository } from '../audit-log.repository';
import { CompanyModerationRepository } from '../company-moderation.repository';

/** Admins only: suspends a company (reason given) or reactivates it (reason null). */
export class SuspendCompanyCommand {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly companyId: string,
    readonly reason: string | null,
  ) {}
}

/**
 * Nothing is deleted: the company gets suspended_at and a new version with a company.suspended (or .reactivated)
 * event; the projector takes it, its listings and its events out of the search (or puts back what is public).
 */
@CommandHandler(SuspendCompanyCommand)
export class SuspendCompanyHandler implements ICommandHandler<SuspendCompanyCommand, void> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly companies: CompanyModerationRepository,
    private readonly outbox: OutboxWriter,
    private readonly audit: AuditLogRepository,
    private readonly mail: MailService,
  ) {}

  async execute({ actor, companyId, reason }: SuspendCompanyCommand): Promise<void> {
    const suspend = reason !== null;
    const notice = await this.dataSource.transaction(async (manager) => {
      const company = await this.companies.lock(manager, companyId);
      if (suspend === company.suspended) {
        throw new BadRequestException({
          message: suspend ? 'Das Unternehmen ist bereits gesperrt.' : 'Das Unternehmen ist nicht gesperrt.',
        });
      }
      const version = company.version + 1;
      await this.companies.setSuspension(manager, companyId, reason, version);
      // The dependency map (read-models) rebuilds the company's listings and events for this event, in batches.
      await this.outbox.append(manager, {
        type: suspend ? 'company.suspended' : 'company.reactivated',
        aggregateId: companyId,
        aggregateVersion: version,
        companyId,
        payload: { name: company.name },
      });
      await this.audit.record(manager, actor, {
        action: suspend ? 'company.suspended' : 'company.reactivated',
        targetType: 'company',
        targetId: companyId,
        targetLabel: company.name,
        regionId: company.regionId,
        reason,
      });
      return { email: await this.companies.mailRecipient(manager, companyId), name: company.name };
    });
    if (!notice.email) return;
    this.mail.dispatch(
      reason !== null ? companySuspendedMail(notice.email, notice.name, reason) : companyReactivatedMail(notice.email, notice.name),
    );
  }
}
