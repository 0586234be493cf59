import type { OperatorCompany, OperatorEvent, OperatorListing } from '@praxisnah/contracts';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDay } from '../hooks/format-date';

export type RowAction = 'verify' | 'unverify' | 'hide' | 'unhide' | 'suspend' | 'reactivate';

function HiddenNote({ reason }: { reason: string | null }) {
  return reason ? <p className="operator-row__note">Grund: {reason}</p> : null;
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
    <li className="operator-row card">
      <div className="operator-row__main">
        <h3 className="operator-row__title">
          <Link to={`/unternehmen/${encodeURIComponent(company.slug)}`}>{company.name}</Link>
        </h3>
        <p className="muted">
          {[company.zip, company.city].filter(Boolean).join(' ') || 'Ort nicht angegeben'} · {company.regionName ?? 'Keine Region'} ·{' '}
          {company.listingCount} Angebote
        </p>
        <div className="operator-row__badges">
          {company.verified ? <Badge tone="green">Verifiziert</Badge> : <Badge tone="orange">Nicht verifiziert</Badge>}
          {company.suspendedAt ? <Badge tone="red">Gesperrt</Badge> : null}
        </div>
        <HiddenNote reason={company.suspendedReason} />
      </div>
      <div className="operator-row__actions">
        <Button
          size="sm"
          variant={company.verified ? 'secondary' : 'primary'}
          disabled={busy}
          onClick={() => onAction(company.verified ? 'unverify' : 'verify')}
        >
          {company.verified ? 'Verifizierung entziehen' : 'Verifizieren'}
        </Button>
        {isAdmin ? (
          <Button
            size="sm"
            variant={company.suspendedAt ? 'secondary' : 'danger'}
            disabled={busy}
            onClick={() => onAction(company.suspendedAt ? 'reactivate' : 'suspend')}
          >
            {company.suspendedAt ? 'Reaktivieren' : 'Sperren'}
          </Button>
        ) : null}
      </div>
    </li>
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
  const href = offer.kind === 'listing' ? `/internship/${encodeURIComponent(offer.id)}` : `/events/${encodeURIComponent(offer.id)}`;
  const details =
    offer.kind === 'listing'
      ? [offer.company.name, offer.city, offer.isAusbildung ? 'Ausbildung' : 'Praktikum']
      : [offer.company?.name ?? 'Event der Region', offer.city, formatDay(offer.eventDate)];
  return (
    <li className="operator-row card">
      <div className="operator-row__main">
        <h3 className="operator-row__title">
          <Link to={href}>{offer.title}</Link>
        </h3>
        <p className="muted">{details.filter(Boolean).join(' · ')}</p>
        <div className="operator-row__badges">
          {offer.hiddenAt ? <Badge tone="red">Ausgeblendet</Badge> : <Badge tone="green">Sichtbar</Badge>}
          {offer.kind === 'listing' ? <Badge>{offer.status}</Badge> : null}
          {offer.company?.suspended ? <Badge tone="red">Unternehmen gesperrt</Badge> : null}
        </div>
        <HiddenNote reason={offer.hiddenReason} />
      </div>
      <div className="operator-row__actions">
        {offer.kind === 'event' ? (
          <Link className="btn btn--secondary btn--sm" to={`/event-management/${encodeURIComponent(offer.id)}`}>
            Verwalten
          </Link>
        ) : null}
        <Button
          size="sm"
          variant={offer.hiddenAt ? 'secondary' : 'danger'}
          disabled={busy}
          onClick={() => onAction(offer.hiddenAt ? 'unhide' : 'hide')}
        >
          {offer.hiddenAt ? 'Wieder einblenden' : 'Ausblenden'}
        </Button>
      </div>
    </li>
  );
}
