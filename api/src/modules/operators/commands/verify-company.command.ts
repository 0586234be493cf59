import { NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OutboxWriter } from '../../../shared/outbox/outbox-writer';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { AuditLog } from '../audit-log';
import { assertInScope } from '../operator-scope';

/** Grants (or withdraws) the "Verifiziert" badge after the operator checked the company is real. */
export class VerifyCompanyCommand {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly companyId: string,
    readonly verified: boolean,
  ) {}
}

@CommandHandler(VerifyCompanyCommand)
export class VerifyCompanyHandler implements ICommandHandler<VerifyCompanyCommand, void> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly audit: AuditLog,
  ) {}

  async execute({ actor, companyId, verified }: VerifyCompanyCommand): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [company] = await manager.query<{ name: string; region_id: number | null; verified: boolean; version: number }[]>(
        'SELECT name, region_id, verified, version FROM companies WHERE id = $1 FOR UPDATE',
        [companyId],
      );
      if (!company) throw new NotFoundException({ message: 'Unternehmen nicht gefunden.' });
      assertInScope(actor, company.region_id);
      if (company.verified === verified) return;
      const version = company.version + 1;
      await manager.query('UPDATE companies SET verified = $2, version = $3, updated_at = now() WHERE id = $1', [
        companyId,
        verified,
        version,
      ]);
      await this.outbox.append(manager, {
        type: 'company.verification-changed',
        aggregateId: companyId,
        aggregateVersion: version,
        companyId,
        payload: { name: company.name, verified },
      });
      await this.audit.record(manager, actor, {
        action: verified ? 'company.verified' : 'company.unverified',
        targetType: 'company',
        targetId: companyId,
        targetLabel: company.name,
        regionId: company.region_id,
      });
    });
  }
}
