import type { Subscription } from '@praxisnah/contracts';
import { paths } from '@/app/paths';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { formatLongDate } from '@/lib/format';
import { upgradePath } from '@/lib/package-limit';
import { periodLabel } from '../hooks/package-price';
import { EVENTS, LISTINGS, usageText } from '../hooks/usage-text';

function UsageMeter({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  if (limit === null || limit === 0) return <p>{label}</p>;
  const percent = Math.min(100, Math.round((used / limit) * 100));
  return (
    <>
      <p>{label}</p>
      <div className="usage-meter" role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={limit} aria-valuenow={used}>
        <div
          className={used >= limit ? 'usage-meter__fill usage-meter__fill--full' : 'usage-meter__fill'}
          style={{ width: `${percent}%` }}
        />
      </div>
    </>
  );
}

const STATUS_NOTE: Record<Subscription['status'], string | null> = {
  active: null,
  grace: 'Eine Rechnung ist noch offen. Ihr Paket bleibt bis zum Ende der Zahlungsfrist aktiv.',
  overdue: 'Eine Rechnung ist überfällig. Bis zur Zahlung gelten die Grenzen des Starter-Pakets; pausierte Anzeigen bleiben erhalten.',
};

/** The package in force, what it allows and how much of it is used, with the way to a bigger one. */
export function PackageUsage({ subscription }: { subscription: Subscription }) {
  const { usage } = subscription;
  const note = STATUS_NOTE[subscription.status];
  return (
    <section className="card" aria-labelledby="package-title">
      <h2 id="package-title">
        Ihr Paket: {subscription.packageName}{' '}
        {subscription.status === 'active' ? null : (
          <Badge tone={subscription.status === 'overdue' ? 'red' : 'orange'}>
            {subscription.status === 'overdue' ? 'Überfällig' : 'Zahlung offen'}
          </Badge>
        )}
      </h2>
      <p className="muted">
        {subscription.period ? `Abrechnung ${periodLabel(subscription.period)}` : 'Kostenlos'}
        {subscription.currentPeriodEnd ? ` · läuft bis ${formatLongDate(subscription.currentPeriodEnd)}` : ''}
        {subscription.graceUntil ? ` · Zahlungsfrist bis ${formatLongDate(subscription.graceUntil)}` : ''}
      </p>
      {note ? <p className="form-message form-message--error">{note}</p> : null}
      <UsageMeter
        label={usageText(usage.activeListings, usage.activeListingsLimit, LISTINGS)}
        used={usage.activeListings}
        limit={usage.activeListingsLimit}
      />
      <UsageMeter
        label={
          usage.activeEventsLimit === 0
            ? 'Events sind in diesem Paket nicht enthalten'
            : usageText(usage.activeEvents, usage.activeEventsLimit, EVENTS)
        }
        used={usage.activeEvents}
        limit={usage.activeEventsLimit}
      />
      {usage.pausedByLimit > 0 ? (
        <p className="muted">
          {usage.pausedByLimit === 1 ? '1 Anzeige wurde' : `${usage.pausedByLimit} Anzeigen wurden`} wegen der Paketgrenze pausiert.
        </p>
      ) : null}
      {usage.eventsPausedByLimit > 0 ? (
        <p className="muted">
          {usage.eventsPausedByLimit === 1 ? '1 Event wurde' : `${usage.eventsPausedByLimit} Events wurden`} wegen der Paketgrenze pausiert.
        </p>
      ) : null}
      <div className="button-row">
        {subscription.packageKey === 'premium' ? null : <ButtonLink to={upgradePath(subscription.packageKey)}>Paket upgraden</ButtonLink>}
        <ButtonLink variant="secondary" to={paths.pricing.to()}>
          Pakete vergleichen
        </ButtonLink>
      </div>
    </section>
  );
}
