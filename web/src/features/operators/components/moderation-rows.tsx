import type { OperatorCompany, OperatorEvent, OperatorListing } from '@praxisnah/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDay } from '../hooks/format-date';
import { paths } from '@/app/paths';

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
        {reason ? <p className="operator-row__note">Grund: {reason}</p> : null}
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
      details={
        <>
          {[company.zip, company.city].filter(Boolean).join(' ') || 'Ort nicht angegeben'} · {company.regionName ?? 'Keine Region'} ·{' '}
          {company.listingCount} Angebote
        </>
      }
      badges={
        <>
          {company.verified ? <Badge tone="green">Verifiziert</Badge> : <Badge tone="orange">Nicht verifiziert</Badge>}
          {company.suspendedAt ? <Badge tone="red">Gesperrt</Badge> : null}
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
        {['Verifizieren', 'Verifizierung entziehen']}
      </ToggleAction>
      {isAdmin ? (
        <ToggleAction
          active={Boolean(company.suspendedAt)}
          busy={busy}
          variant="danger"
          onClick={() => onAction(company.suspendedAt ? 'reactivate' : 'suspend')}
        >
          {['Sperren', 'Reaktivieren']}
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
      ? [offer.company.name, offer.city, offer.isAusbildung ? 'Ausbildung' : 'Praktikum']
      : [offer.company?.name ?? 'Event der Region', offer.city, formatDay(offer.eventDate)];
  return (
    <ModerationRow
      title={offer.title}
      href={href}
      details={details.filter(Boolean).join(' · ')}
      badges={
        <>
          {offer.hiddenAt ? <Badge tone="red">Ausgeblendet</Badge> : <Badge tone="green">Sichtbar</Badge>}
          {offer.kind === 'listing' ? <Badge>{offer.status}</Badge> : null}
          {offer.company?.suspended ? <Badge tone="red">Unternehmen gesperrt</Badge> : null}
        </>
      }
      reason={offer.hiddenReason}
    >
      {offer.kind === 'event' ? (
        <Link className="btn btn--secondary btn--sm" to={paths.eventManagement.to(offer.id)}>
          Verwalten
        </Link>
      ) : null}
      <ToggleAction
        active={Boolean(offer.hiddenAt)}
        busy={busy}
        variant="danger"
        onClick={() => onAction(offer.hiddenAt ? 'unhide' : 'hide')}
      >
        {['Ausblenden', 'Wieder einblenden']}
      </ToggleAction>
    </ModerationRow>
  );
}
