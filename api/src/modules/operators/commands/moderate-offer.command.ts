import { BadRequestException, Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../shared/config/app-config';
import { OutboxWriter } from '../../../shared/outbox/outbox-writer';
import { clientLink } from '../../accounts/link-origin';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { MailService } from '../../mail/mail.service';
import { offerHiddenMail, offerUnhiddenMail, type OfferKind } from '../../mail/operator-mails';
import { AuditLogRepository } from '../audit-log.repository';
import { CompanyModerationRepository } from '../company-moderation.repository';
import { OfferModerationRepository } from '../offer-moderation.repository';
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

/**
 * The row gets hidden_at (nothing is deleted) and a new version with its outbox event, so the projector removes the
 * document from the search, or brings it back, like any other change. The company learns the reason by mail.
 */
@CommandHandler(ModerateOfferCommand)
export class ModerateOfferHandler implements ICommandHandler<ModerateOfferCommand, void> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly offers: OfferModerationRepository,
    private readonly companies: CompanyModerationRepository,
    private readonly outbox: OutboxWriter,
    private readonly audit: AuditLogRepository,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actor, kind, id, reason }: ModerateOfferCommand): Promise<void> {
    const hide = reason !== null;
    const recipient = await this.dataSource.transaction(async (manager) => {
      const offer = await this.offers.lock(manager, kind, id);
      assertInScope(actor, offer.regionId);
      if (hide === offer.hidden) {
        throw new BadRequestException({ message: hide ? 'Der Eintrag ist bereits ausgeblendet.' : 'Der Eintrag ist bereits sichtbar.' });
      }
      const version = offer.version + 1;
      await this.offers.setHidden(manager, kind, id, reason, version);
      await this.outbox.append(manager, {
        type: kind === 'listing' ? 'listing.moderated' : 'event.moderated',
        aggregateId: id,
        aggregateVersion: version,
        companyId: offer.companyId,
        payload: { title: offer.title, hidden: hide },
      });
      await this.audit.record(manager, actor, {
        action: `${kind}.${hide ? 'hidden' : 'unhidden'}`,
        targetType: kind,
        targetId: id,
        targetLabel: offer.title,
        regionId: offer.regionId,
        reason,
      });
      return offer.companyId ? { email: await this.companies.mailRecipient(manager, offer.companyId), title: offer.title } : null;
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
