import type { EntityManager } from 'typeorm';
import type { OutboxWriter } from '../../../shared/outbox/outbox-writer';
import type { MailService } from '../../mail/mail.service';
import type { AuditLogRepository } from '../audit-log.repository';
import type { CompanyModerationRepository, ModeratedCompany } from '../company-moderation.repository';
import { operatorActor, transactionsOn } from './handler-fixtures';
import { SuspendCompanyCommand, SuspendCompanyHandler } from './suspend-company.command';

const COMPANY = '9b0d8a3c-1e2f-4c5d-8e9f-a0b1c2d3e4f5';
const admin = operatorActor('admin');

/** The handler over one active company, with its mocked repository, outbox, audit log and mail. */
function makeHandler(stored: Partial<ModeratedCompany> = {}) {
  const company: ModeratedCompany = {
    id: COMPANY,
    name: 'Schein GmbH',
    regionId: 3,
    verified: false,
    suspended: false,
    version: 4,
    ...stored,
  };
  const em = {} as EntityManager;
  const companies = {
    lock: jest.fn(async () => company),
    setSuspension: jest.fn(async () => undefined),
    mailRecipient: jest.fn<Promise<string | null>, []>(async () => 'kontakt@schein.example'),
  };
  const outbox = { append: jest.fn(async () => 'event-id') };
  const audit = { record: jest.fn(async () => undefined) };
  const mail = { dispatch: jest.fn() };
  const handler = new SuspendCompanyHandler(
    transactionsOn(em),
    companies as unknown as CompanyModerationRepository,
    outbox as unknown as OutboxWriter,
    audit as unknown as AuditLogRepository,
    mail as unknown as MailService,
  );
  const run = (reason: string | null) => handler.execute(new SuspendCompanyCommand(admin, COMPANY, reason));
  return { run, em, companies, outbox, mail };
}

describe('SuspendCompanyHandler', () => {
  it('suspends with a company.suspended event, so its offers leave the search, and tells the company why', async () => {
    const { run, em, companies, outbox, mail } = makeHandler();
    await run('Keine echte Firma.');
    expect(companies.setSuspension).toHaveBeenCalledWith(em, COMPANY, 'Keine echte Firma.', 5);
    expect(outbox.append).toHaveBeenCalledWith(em, expect.objectContaining({ type: 'company.suspended', aggregateVersion: 5 }));
    const [sent] = mail.dispatch.mock.calls[0] as [{ to: string; text: string }];
    expect(sent).toMatchObject({ to: 'kontakt@schein.example', text: expect.stringContaining('Keine echte Firma.') });
  });

  it('refuses to reactivate a company that is not suspended', async () => {
    const { run, companies } = makeHandler();
    await expect(run(null)).rejects.toMatchObject({ status: 400, response: { message: 'Das Unternehmen ist nicht gesperrt.' } });
    expect(companies.setSuspension).not.toHaveBeenCalled();
  });

  it('reactivates without a mail when the company has no address to write to', async () => {
    const { run, companies, outbox, mail } = makeHandler({ suspended: true });
    companies.mailRecipient.mockResolvedValue(null);
    await run(null);
    expect(outbox.append).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'company.reactivated' }));
    expect(mail.dispatch).not.toHaveBeenCalled();
  });
});
