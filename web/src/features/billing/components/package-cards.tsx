import type { BillingPeriod, Package } from '@praxisnah/contracts';
import { Link } from 'react-router-dom';
import { formatCents } from '@/lib/format';
import { packagePrice } from '../hooks/package-price';
import { t } from '@/lib/messages';
import '@/lib/message-parts/billing';

/** What "Paket wählen" of a card does: a link, or a note instead (the package the company already has). */
export type PackageChoice = { kind: 'link'; to: string } | { kind: 'current' };

function yearlySaving(pkg: Package): number {
  return pkg.monthlyPriceCents * 12 - pkg.yearlyPriceCents;
}

/** The packages as the API serves them: price of the period, what is included, and the way to book each. */
export function PackageCards({
  packages,
  period,
  choose,
}: {
  packages: readonly Package[];
  period: BillingPeriod;
  choose: (pkg: Package) => PackageChoice;
}) {
  return (
    <div className="pricing-grid">
      {packages.map((pkg) => {
        const price = packagePrice(pkg, period);
        const choice = choose(pkg);
        const saving = period === 'yearly' ? yearlySaving(pkg) : 0;
        return (
          <section
            key={pkg.key}
            className={pkg.recommended ? 'card pricing-card pricing-card--highlighted' : 'card pricing-card'}
            aria-labelledby={`pkg-${pkg.key}`}
          >
            {pkg.recommended ? <p className="pricing-card__tag">{t('billing.packages.popular')}</p> : null}
            <h2 id={`pkg-${pkg.key}`}>{pkg.name}</h2>
            <p className="muted">{pkg.description}</p>
            <p className="pricing-card__price">
              <strong>{price.amount}</strong> {price.per}
            </p>
            {saving > 0 ? <p className="pricing-card__saving">{t('billing.packages.saving', { amount: formatCents(saving) })}</p> : null}
            <ul>
              {pkg.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            {choice.kind === 'link' ? (
              <Link
                className="btn btn--primary btn--block"
                to={choice.to}
                aria-label={t('billing.packages.chooseLabel', { name: pkg.name })}
              >
                {t('billing.packages.choose')}
              </Link>
            ) : (
              <p className="pricing-card__current">{t('billing.packages.current')}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
