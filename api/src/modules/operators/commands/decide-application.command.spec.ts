import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../../shared/config/app-config';
import type { MailService } from '../../mail/mail.service';
import type { AuditLogRepository } from '../audit-log.repository';
import type { OperatorAccounts } from '../operator-accounts';
import type { PendingApplication, RegionalManagerApplicationRepository } from '../regional-manager-application.repository';
import { DecideApplicationCommand, DecideApplicationHandler } from './decide-application.command';
import { operatorActor, transactionsOn } from './handler-fixtures';

const APPLICATION = '3d2c1b0a-9f8e-4d7c-b6a5-948372615041';
const decider = operatorActor('admin');

/** The handler over one open application for NRW, with mocked applications, accounts, audit log and mail. */
function makeHandler(stored: Partial<PendingApplication> = {}) {
  const application: PendingApplication = {
    name: 'Jana Vogt',
    email: 'jana.vogt@example.org',
    open: true,
    regionId: 5,
    regionName: 'Nordrhein-Westfalen',
    ...stored,
  };
  const em = {} as EntityManager;
  const applications = { lock: jest.fn(async () => application), recordDecision: jest.fn(async () => undefined) };
  const accounts = { invite: jest.fn(async () => 'set-password-token') };
  const audit = { record: jest.fn(async () => undefined) };
  const mail = { dispatch: jest.fn() };
  const handler = new DecideApplicationHandler(
    transactionsOn(em),
    applications as unknown as RegionalManagerApplicationRepository,
    accounts as unknown as OperatorAccounts,
    audit as unknown as AuditLogRepository,
    mail as unknown as MailService,
    { PUBLIC_ORIGIN: 'https://praxisnah.example' } as AppConfig,
  );
  const run = (decision: 'angenommen' | 'abgelehnt', message: string) =>
    handler.execute(new DecideApplicationCommand(decider, APPLICATION, { decision, message }));
  return { run, em, applications, accounts, mail };
}

const sentMail = (mail: { dispatch: jest.Mock }) => mail.dispatch.mock.calls[0]?.[0] as { to: string; text: string };

describe('DecideApplicationHandler', () => {
  it('approval creates the manager of the region applied for and mails the set-password link', async () => {
    const { run, em, applications, accounts, mail } = makeHandler();
    await run('angenommen', 'Willkommen im Team!');
    expect(accounts.invite).toHaveBeenCalledWith(em, 'jana.vogt@example.org', 'regional_manager', 5);
    expect(applications.recordDecision).toHaveBeenCalledWith(
      em,
      APPLICATION,
      { decision: 'angenommen', message: 'Willkommen im Team!' },
      decider.id,
    );
    expect(sentMail(mail).to).toBe('jana.vogt@example.org');
    expect(sentMail(mail).text).toContain('https://praxisnah.example/reset-password?token=set-password-token');
  });

  it('a decline creates no account and mails the message', async () => {
    const { run, accounts, mail } = makeHandler();
    await run('abgelehnt', 'Für NRW haben wir schon genug Leute.');
    expect(accounts.invite).not.toHaveBeenCalled();
    expect(sentMail(mail).text).toContain('Für NRW haben wir schon genug Leute.');
  });

  it('refuses a second decision in German', async () => {
    const { run, applications, mail } = makeHandler({ open: false });
    await expect(run('angenommen', 'Doch')).rejects.toMatchObject({
      status: 400,
      response: { message: 'Über diese Bewerbung wurde bereits entschieden.' },
    });
    expect(applications.recordDecision).not.toHaveBeenCalled();
    expect(mail.dispatch).not.toHaveBeenCalled();
  });
});
