import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OutboxWriter } from '../../../shared/outbox/outbox-writer';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { AuditLogRepository } from '../audit-log.repository';
import { CompanyModerationRepository } from '../company-moderation.repository';
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
    private readonly companies: CompanyModerationRepository,
    private readonly outbox: OutboxWriter,
    private readonly audit: AuditLogRepository,
  ) {}

  async execute({ actor, companyId, verified }: VerifyCompanyCommand): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const company = await this.companies.lock(manager, companyId);
      assertInScope(actor, company.regionId);
      if (company.verified === verified) return;
      const version = company.version + 1;
      await this.companies.setVerified(manager, companyId, verified, version);
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
        regionId: company.regionId,
      });
    });
  }
}
