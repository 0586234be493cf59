import { BadRequestException, NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OutboxWriter } from '../../../shared/outbox/outbox-writer';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { MailService } from '../../mail/mail.service';
import { companyReactivatedMail, companySuspendedMail } from '../../mail/operator-mails';
import { AuditLog } from '../audit-log';
import { companyRecipient } from '../company-recipient';

/** Admins only: suspends a company (reason given) or reactivates it (reason null). */
export class SuspendCompanyCommand {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly companyId: string,
    readonly reason: string | null,
  ) {}
}

/**
 * Nothing is deleted: the company gets suspended_at, and it and each of its listings and events get a new version and
 * an outbox event, so the projector takes all of them out of the search (or, on reactivation, puts back what is public).
 */
@CommandHandler(SuspendCompanyCommand)
export class SuspendCompanyHandler implements ICommandHandler<SuspendCompanyCommand, void> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly audit: AuditLog,
    private readonly mail: MailService,
  ) {}

  async execute({ actor, companyId, reason }: SuspendCompanyCommand): Promise<void> {
    const suspend = reason !== null;
    const notice = await this.dataSource.transaction(async (manager) => {
      const [company] = await manager.query<{ name: string; region_id: number | null; suspended_at: Date | null; version: number }[]>(
        'SELECT name, region_id, suspended_at, version FROM companies WHERE id = $1 FOR UPDATE',
        [companyId],
      );
      if (!company) throw new NotFoundException({ message: 'Unternehmen nicht gefunden.' });
      if (suspend === (company.suspended_at !== null)) {
        throw new BadRequestException({
          message: suspend ? 'Das Unternehmen ist bereits gesperrt.' : 'Das Unternehmen ist nicht gesperrt.',
        });
      }
      const version = company.version + 1;
      await manager.query(
        `UPDATE companies SET suspended_at = ${suspend ? 'now()' : 'NULL'}, suspended_reason = $2, version = $3, updated_at = now() WHERE id = $1`,
        [companyId, reason, version],
      );
      await this.outbox.append(manager, {
        type: 'company.updated',
        aggregateType: 'company',
        aggregateId: companyId,
        aggregateVersion: version,
        companyId,
        payload: { name: company.name, suspended: suspend },
      });
      const listings = await manager.query<{ id: string; version: number; title: string; status: string; is_ausbildung: boolean }[]>(
        // In a CTE, so the driver answers with plain rows (TypeORM returns [rows, count] for a bare UPDATE … RETURNING).
        `WITH bumped AS (UPDATE listings SET version = version + 1, updated_at = now() WHERE company_id = $1
           RETURNING id, version, title, status, is_ausbildung) SELECT * FROM bumped`,
        [companyId],
      );
      for (const listing of listings) {
        await this.outbox.append(manager, {
          type: 'listing.updated',
          aggregateType: 'listing',
          aggregateId: listing.id,
          aggregateVersion: listing.version,
          companyId,
          payload: { title: listing.title, status: listing.status, isAusbildung: listing.is_ausbildung },
        });
      }
      const events = await manager.query<{ id: string; version: number; title: string; event_date: string }[]>(
        `WITH bumped AS (UPDATE events SET version = version + 1, updated_at = now() WHERE company_id = $1
           RETURNING id, version, title, to_char(event_date, 'YYYY-MM-DD') AS event_date) SELECT * FROM bumped`,
        [companyId],
      );
      for (const event of events) {
        await this.outbox.append(manager, {
          type: 'event.updated',
          aggregateType: 'event',
          aggregateId: event.id,
          aggregateVersion: event.version,
          companyId,
          payload: { title: event.title, eventDate: event.event_date },
        });
      }
      await this.audit.record(manager, actor, {
        action: suspend ? 'company.suspended' : 'company.reactivated',
        targetType: 'company',
        targetId: companyId,
        targetLabel: company.name,
        regionId: company.region_id,
        reason,
      });
      return { email: await companyRecipient(manager, companyId), name: company.name };
    });
    if (!notice.email) return;
    this.mail.dispatch(
      reason !== null ? companySuspendedMail(notice.email, notice.name, reason) : companyReactivatedMail(notice.email, notice.name),
    );
  }
}
