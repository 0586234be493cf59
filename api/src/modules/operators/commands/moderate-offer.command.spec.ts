import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../../shared/config/app-config';
import type { OutboxWriter } from '../../../shared/outbox/outbox-writer';
import type { MailService } from '../../mail/mail.service';
import type { OfferKind } from '../../mail/operator-mails';
import type { AuditLogRepository } from '../audit-log.repository';
import type { CompanyModerationRepository } from '../company-moderation.repository';
import type { ModeratedOffer, OfferModerationRepository } from '../offer-moderation.repository';
import { OUTSIDE_REGION } from '../operator-scope';
import { operatorActor, transactionsOn } from './handler-fixtures';
import { ModerateOfferCommand, ModerateOfferHandler } from './moderate-offer.command';

const OFFER = '2a4e7f0c-4d2b-4a8e-9b55-0c7d5e3f1a22';
const COMPANY = '9b0d8a3c-1e2f-4c5d-8e9f-a0b1c2d3e4f5';
const NRW = 5;
const manager = operatorActor('regional_manager', NRW);

/** The handler over one stored listing in NRW, with its mocked repositories, outbox, audit log and mail. */
function makeHandler(stored: Partial<ModeratedOffer> = {}) {
  const offer: ModeratedOffer = {
    id: OFFER,
    title: 'Praktikum Lagerlogistik',
    companyId: COMPANY,
    regionId: NRW,
    hidden: false,
    version: 7,
    ...stored,
  };
  const transaction = {} as EntityManager;
  const offers = { lock: jest.fn(async () => offer), setHidden: jest.fn(async () => undefined) };
  const companies = { mailRecipient: jest.fn(async () => 'personal@werkstatt.example') };
  const outbox = { append: jest.fn(async () => 'event-id') };
  const audit = { record: jest.fn(async () => undefined) };
  const mail = { dispatch: jest.fn() };
  const handler = new ModerateOfferHandler(
    transactionsOn(transaction),
    offers as unknown as OfferModerationRepository,
    companies as unknown as CompanyModerationRepository,
    outbox as unknown as OutboxWriter,
    audit as unknown as AuditLogRepository,
    mail as unknown as MailService,
    { PUBLIC_ORIGIN: 'https://praxisnah.example' } as AppConfig,
  );
  const run = (reason: string | null, kind: OfferKind = 'listing') =>
    handler.execute(new ModerateOfferCommand(manager, kind, OFFER, reason));
  return { run, transaction, offers, outbox, audit, mail };
}

describe('ModerateOfferHandler', () => {
  it('hides the listing at the next version, records why, and mails the company the reason', async () => {
    const { run, transaction, offers, outbox, audit, mail } = makeHandler();
    await run('Die Anzeige verlangt eine Gebühr.');
    expect(offers.setHidden).toHaveBeenCalledWith(transaction, 'listing', OFFER, 'Die Anzeige verlangt eine Gebühr.', 8);
    expect(outbox.append).toHaveBeenCalledWith(transaction, {
      type: 'listing.moderated',
      aggregateId: OFFER,
      aggregateVersion: 8,
      companyId: COMPANY,
      payload: { title: 'Praktikum Lagerlogistik', hidden: true },
    });
    expect(audit.record).toHaveBeenCalledWith(transaction, manager, expect.objectContaining({ action: 'listing.hidden', regionId: NRW }));
    const [sent] = mail.dispatch.mock.calls[0] as [{ to: string; text: string }];
    expect(sent.to).toBe('personal@werkstatt.example');
    expect(sent.text).toContain('Die Anzeige verlangt eine Gebühr.');
  });

  it('refuses a manager of another region and changes nothing', async () => {
    const { run, offers, outbox, mail } = makeHandler({ regionId: 9 });
    await expect(run('Regelverstoß')).rejects.toMatchObject({ status: 403, response: { message: OUTSIDE_REGION } });
    expect(offers.setHidden).not.toHaveBeenCalled();
    expect(outbox.append).not.toHaveBeenCalled();
    expect(mail.dispatch).not.toHaveBeenCalled();
  });

  it('answers a second hide with a German 400', async () => {
    const { run, offers } = makeHandler({ hidden: true });
    await expect(run('Noch einmal')).rejects.toMatchObject({ status: 400, response: { message: 'Der Eintrag ist bereits ausgeblendet.' } });
    expect(offers.setHidden).not.toHaveBeenCalled();
  });

  it('shows a regional event again without a mail, as no company runs it', async () => {
    const { run, offers, mail } = makeHandler({ companyId: null, hidden: true });
    await run(null, 'event');
    expect(offers.setHidden).toHaveBeenCalledWith(expect.anything(), 'event', OFFER, null, 8);
    expect(mail.dispatch).not.toHaveBeenCalled();
  });
});
