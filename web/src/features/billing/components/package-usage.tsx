import type { MessageKey, Subscription } from '@praxisnah/contracts';
import { paths } from '@/app/paths';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { formatLongDate } from '@/lib/format';
import { upgradePath } from '@/lib/package-limit';
import { periodLabel } from '../hooks/package-price';
import { EVENTS, LISTINGS, usageText } from '../hooks/usage-text';
import { t } from '@/lib/messages';
import '@/lib/message-parts/billing';

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

const STATUS_NOTE: Record<Subscription['status'], MessageKey | null> = {
  active: null,
  grace: 'billing.usage.graceNote',
  overdue: 'billing.usage.overdueNote',
};

/** The package in force, what it allows and how much of it is used, with the way to a bigger one. */
export function PackageUsage({ subscription }: { subscription: Subscription }) {
  const { usage } = subscription;
  const noteKey = STATUS_NOTE[subscription.status];
  return (
    <section className="card" aria-labelledby="package-title">
      <h2 id="package-title">
        {t('billing.usage.title', { name: subscription.packageName })}{' '}
        {subscription.status === 'active' ? null : (
          <Badge tone={subscription.status === 'overdue' ? 'red' : 'orange'}>
            {subscription.status === 'overdue' ? t('billing.usage.overdue') : t('billing.usage.grace')}
          </Badge>
        )}
      </h2>
      <p className="muted">
        {subscription.period ? t('billing.usage.period', { period: periodLabel(subscription.period) }) : t('billing.usage.free')}
        {subscription.currentPeriodEnd ? t('billing.usage.runsUntil', { date: formatLongDate(subscription.currentPeriodEnd) }) : ''}
        {subscription.graceUntil ? t('billing.usage.graceUntil', { date: formatLongDate(subscription.graceUntil) }) : ''}
      </p>
      {noteKey ? <p className="form-message form-message--error">{t(noteKey)}</p> : null}
      <UsageMeter
        label={usageText(usage.activeListings, usage.activeListingsLimit, LISTINGS)}
        used={usage.activeListings}
        limit={usage.activeListingsLimit}
      />
      <UsageMeter
        label={usage.activeEventsLimit === 0 ? t('billing.usage.noEvents') : usageText(usage.activeEvents, usage.activeEventsLimit, EVENTS)}
        used={usage.activeEvents}
        limit={usage.activeEventsLimit}
      />
      {usage.pausedByLimit > 0 ? (
        <p className="muted">
          {usage.pausedByLimit === 1 ? t('billing.usage.pausedListing') : t('billing.usage.pausedListings', { count: usage.pausedByLimit })}
        </p>
      ) : null}
      {usage.eventsPausedByLimit > 0 ? (
        <p className="muted">
          {usage.eventsPausedByLimit === 1
            ? t('billing.usage.pausedEvent')
            : t('billing.usage.pausedEvents', { count: usage.eventsPausedByLimit })}
        </p>
      ) : null}
      <div className="button-row">
        {subscription.packageKey === 'premium' ? null : (
          <ButtonLink to={upgradePath(subscription.packageKey)}>{t('billing.upgrade')}</ButtonLink>
        )}
        <ButtonLink variant="secondary" to={paths.pricing.to()}>
          {t('billing.compare')}
        </ButtonLink>
      </div>
    </section>
  );
}
