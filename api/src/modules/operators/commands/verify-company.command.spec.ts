import type { EntityManager } from 'typeorm';
import type { OutboxWriter } from '../../../shared/outbox/outbox-writer';
import type { AuditLogRepository } from '../audit-log.repository';
import type { CompanyModerationRepository, ModeratedCompany } from '../company-moderation.repository';
import { operatorActor, transactionsOn } from './handler-fixtures';
import { VerifyCompanyCommand, VerifyCompanyHandler } from './verify-company.command';

const COMPANY = '9b0d8a3c-1e2f-4c5d-8e9f-a0b1c2d3e4f5';

/** The handler over one unverified company in region 5, with its mocked repository, outbox and audit log. */
function makeHandler(stored: Partial<ModeratedCompany> = {}) {
  const company: ModeratedCompany = {
    id: COMPANY,
    name: 'Nordlicht Werkstatt GmbH',
    regionId: 5,
    verified: false,
    suspended: false,
    version: 2,
    ...stored,
  };
  const em = {} as EntityManager;
  const companies = { lock: jest.fn(async () => company), setVerified: jest.fn(async () => undefined) };
  const outbox = { append: jest.fn(async () => 'event-id') };
  const audit = { record: jest.fn(async () => undefined) };
  const handler = new VerifyCompanyHandler(
    transactionsOn(em),
    companies as unknown as CompanyModerationRepository,
    outbox as unknown as OutboxWriter,
    audit as unknown as AuditLogRepository,
  );
  const run = (actorRegion: number, verified = true) =>
    handler.execute(new VerifyCompanyCommand(operatorActor('regional_manager', actorRegion), COMPANY, verified));
  return { run, em, companies, outbox, audit };
}

describe('VerifyCompanyHandler', () => {
  it('grants the badge at the next version with a company.verification-changed event and an audit entry', async () => {
    const { run, em, companies, outbox, audit } = makeHandler();
    await run(5);
    expect(companies.setVerified).toHaveBeenCalledWith(em, COMPANY, true, 3);
    expect(outbox.append).toHaveBeenCalledWith(em, expect.objectContaining({ type: 'company.verification-changed', aggregateVersion: 3 }));
    expect(audit.record).toHaveBeenCalledWith(em, expect.anything(), expect.objectContaining({ action: 'company.verified', regionId: 5 }));
  });

  it('refuses a company of another region', async () => {
    const { run, companies } = makeHandler();
    await expect(run(9)).rejects.toMatchObject({ status: 403 });
    expect(companies.setVerified).not.toHaveBeenCalled();
  });

  it('writes nothing when the badge is already as asked', async () => {
    const { run, outbox, audit } = makeHandler({ verified: true });
    await run(5);
    expect(outbox.append).not.toHaveBeenCalled();
    expect(audit.record).not.toHaveBeenCalled();
  });
});
