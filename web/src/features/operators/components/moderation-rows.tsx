import type { MessageKey, OperatorCompany, OperatorEvent, OperatorListing } from '@praxisnah/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDay } from '../hooks/format-date';
import { paths } from '@/app/paths';
import { t } from '@/lib/messages';
import '@/lib/message-parts/operators';

const LISTING_STATUS_LABELS: Record<string, MessageKey> = {
  entwurf: 'operators.offer.status.entwurf',
  aktiv: 'operators.offer.status.aktiv',
  pausiert: 'operators.offer.status.pausiert',
  abgelaufen: 'operators.offer.status.abgelaufen',
};
const listingStatusLabel = (status: string) => (Object.hasOwn(LISTING_STATUS_LABELS, status) ? t(LISTING_STATUS_LABELS[status]!) : status);

export type RowAction = 'verify' | 'unverify' | 'hide' | 'unhide' | 'suspend' | 'reactivate';

/** The frame of every row: linked title, one line of details, status badges, the reason given, actions. */
function ModerationRow({
  title,
  href,
  details,
  badges,
  reason,
  children,
}: {
  title: string;
  href: string;
  details: ReactNode;
  badges: ReactNode;
  reason: string | null;
  children: ReactNode;
}) {
  return (
    <li className="operator-row card">
      <div className="operator-row__main">
        <h3 className="operator-row__title">
          <Link to={href}>{title}</Link>
        </h3>
        <p className="muted">{details}</p>
        <div className="operator-row__badges">{badges}</div>
        {reason ? <p className="operator-row__note">{t('operators.common.reason', { reason })}</p> : null}
      </div>
      <div className="operator-row__actions">{children}</div>
    </li>
  );
}

/** An action that undoes itself: the second state (verified, suspended, hidden) offers the way back, quietly. */
function ToggleAction({
  active,
  busy,
  variant,
  onClick,
  children: [label, undoLabel],
}: {
  active: boolean;
  busy: boolean;
  variant: 'primary' | 'danger';
  onClick: () => void;
  children: [string, string];
}) {
  return (
    <Button size="sm" variant={active ? 'secondary' : variant} disabled={busy} onClick={onClick}>
      {active ? undoLabel : label}
    </Button>
  );
}

export function CompanyRow({
  company,
  isAdmin,
  busy,
  onAction,
}: {
  company: OperatorCompany;
  isAdmin: boolean;
  busy: boolean;
  onAction: (action: RowAction) => void;
}) {
  return (
    <ModerationRow
      title={company.name}
      href={paths.companyProfile.to(company.slug)}
      details={t('operators.company.details', {
        place: [company.zip, company.city].filter(Boolean).join(' ') || t('operators.company.noPlace'),
        region: company.regionName ?? t('operators.company.noRegion'),
        count: company.listingCount,
      })}
      badges={
        <>
          {company.verified ? (
            <Badge tone="green">{t('operators.company.verified')}</Badge>
          ) : (
            <Badge tone="orange">{t('operators.company.unverified')}</Badge>
          )}
          {company.suspendedAt ? <Badge tone="red">{t('operators.company.suspended')}</Badge> : null}
        </>
      }
      reason={company.suspendedReason}
    >
      <ToggleAction
        active={company.verified}
        busy={busy}
        variant="primary"
        onClick={() => onAction(company.verified ? 'unverify' : 'verify')}
      >
        {[t('operators.company.verify'), t('operators.company.unverify')]}
      </ToggleAction>
      {isAdmin ? (
        <ToggleAction
          active={Boolean(company.suspendedAt)}
          busy={busy}
          variant="danger"
          onClick={() => onAction(company.suspendedAt ? 'reactivate' : 'suspend')}
        >
          {[t('operators.company.suspend'), t('operators.company.reactivate')]}
        </ToggleAction>
      ) : null}
    </ModerationRow>
  );
}

export function OfferRow({
  offer,
  busy,
  onAction,
}: {
  offer: (OperatorListing & { kind: 'listing' }) | (OperatorEvent & { kind: 'event' });
  busy: boolean;
  onAction: (action: RowAction) => void;
}) {
  const href = offer.kind === 'listing' ? paths.internship.to(offer.id) : paths.event.to(offer.id);
  const details =
    offer.kind === 'listing'
      ? [offer.company.name, offer.city, offer.isAusbildung ? t('operators.offer.ausbildung') : t('operators.offer.praktikum')]
      : [offer.company?.name ?? t('operators.offer.regionEvent'), offer.city, formatDay(offer.eventDate)];
  return (
    <ModerationRow
      title={offer.title}
      href={href}
      details={details.filter(Boolean).join(' · ')}
      badges={
        <>
          {offer.hiddenAt ? (
            <Badge tone="red">{t('operators.offer.hidden')}</Badge>
          ) : (
            <Badge tone="green">{t('operators.offer.visible')}</Badge>
          )}
          {offer.kind === 'listing' ? <Badge>{listingStatusLabel(offer.status)}</Badge> : null}
          {offer.company?.suspended ? <Badge tone="red">{t('operators.offer.companySuspended')}</Badge> : null}
        </>
      }
      reason={offer.hiddenReason}
    >
      {offer.kind === 'event' ? (
        <Link className="btn btn--secondary btn--sm" to={paths.eventManagement.to(offer.id)}>
          {t('operators.offer.manage')}
        </Link>
      ) : null}
      <ToggleAction
        active={Boolean(offer.hiddenAt)}
        busy={busy}
        variant="danger"
        onClick={() => onAction(offer.hiddenAt ? 'unhide' : 'hide')}
      >
        {[t('operators.offer.hide'), t('operators.offer.unhide')]}
      </ToggleAction>
    </ModerationRow>
  );
}
