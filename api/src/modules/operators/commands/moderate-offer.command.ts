import { BadRequestException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../shared/config/app-config';
import { OutboxWriter } from '../../../shared/outbox/outbox-writer';
import { clientLink } from '../../accounts/link-origin';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { MailService } from '../../mail/mail.service';
import { offerHiddenMail, offerUnhiddenMail, type OfferKind } from '../../mail/operator-mails';
import { AuditLog } from '../audit-log';
import { companyRecipient } from '../company-recipient';
import { assertInScope } from '../operator-scope';

/** Hides an offer that breaks the rules (reason given) or shows it again (reason null). */
export class ModerateOfferCommand {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly kind: OfferKind,
    readonly id: string,
    readonly reason: string | null,
  ) {}
}

interface OfferRow {
  id: string;
  title: string;
  company_id: string | null;
  region_id: number | null;
  hidden_at: Date | null;
  version: number;
  is_ausbildung: boolean | null;
  status: string | null;
  event_date: string | null;
}

const LOCK_SQL: Record<OfferKind, string> = {
  listing: `SELECT l.id, l.title, l.company_id, COALESCE(l.region_id, c.region_id) AS region_id, l.hidden_at, l.version,
              l.is_ausbildung, l.status, NULL AS event_date
            FROM listings l JOIN companies c ON c.id = l.company_id WHERE l.id = $1 FOR UPDATE OF l`,
  event: `SELECT e.id, e.title, e.company_id, COALESCE(e.region_id, c.region_id) AS region_id, e.hidden_at, e.version,
            NULL AS is_ausbildung, NULL AS status, to_char(e.event_date, 'YYYY-MM-DD') AS event_date
          FROM events e LEFT JOIN companies c ON c.id = e.company_id WHERE e.id = $1 FOR UPDATE OF e`,
};
const TABLE: Record<OfferKind, 'listings' | 'events'> = { listing: 'listings', event: 'events' };
const NOT_FOUND: Record<OfferKind, string> = {
  listing: 'Dieses Angebot wurde nicht gefunden.',
  event: 'Dieses Event wurde nicht gefunden.',
};

/**
 * The row gets hidden_at (nothing is deleted) and a new version with its outbox event, so the projector removes the
 * document from the search, or brings it back, like any other change. The company learns the reason by mail.
 */
@CommandHandler(ModerateOfferCommand)
export class ModerateOfferHandler implements ICommandHandler<ModerateOfferCommand, void> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly audit: AuditLog,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actor, kind, id, reason }: ModerateOfferCommand): Promise<void> {
    const hide = reason !== null;
    const recipient = await this.dataSource.transaction(async (manager) => {
      const [offer] = await manager.query<OfferRow[]>(LOCK_SQL[kind], [id]);
      if (!offer) throw new NotFoundException({ message: NOT_FOUND[kind] });
      assertInScope(actor, offer.region_id);
      if (hide === (offer.hidden_at !== null)) {
        throw new BadRequestException({ message: hide ? 'Der Eintrag ist bereits ausgeblendet.' : 'Der Eintrag ist bereits sichtbar.' });
      }
      const version = offer.version + 1;
      await manager.query(
        `UPDATE ${TABLE[kind]} SET hidden_at = ${hide ? 'now()' : 'NULL'}, hidden_reason = $2, version = $3, updated_at = now() WHERE id = $1`,
        [id, reason, version],
      );
      await this.outbox.append(manager, {
        type: kind === 'listing' ? 'listing.moderated' : 'event.moderated',
        aggregateId: id,
        aggregateVersion: version,
        companyId: offer.company_id,
        payload: { title: offer.title, hidden: hide },
      });
      await this.audit.record(manager, actor, {
        action: `${kind}.${hide ? 'hidden' : 'unhidden'}`,
        targetType: kind,
        targetId: id,
        targetLabel: offer.title,
        regionId: offer.region_id,
        reason,
      });
      return offer.company_id ? { email: await companyRecipient(manager, offer.company_id), title: offer.title } : null;
    });
    if (!recipient?.email) return;
    const dashboard = clientLink(this.config.PUBLIC_ORIGIN, kind === 'event' ? '/dashboard?tab=events' : '/dashboard');
    this.mail.dispatch(
      reason !== null
        ? offerHiddenMail(recipient.email, kind, recipient.title, reason, dashboard)
        : offerUnhiddenMail(recipient.email, kind, recipient.title, dashboard),
    );
  }
}
