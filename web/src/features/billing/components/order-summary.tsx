import type { CheckoutQuote } from '@praxisnah/contracts';
import { formatCents, formatLongDate } from '@/lib/format';
import { periodLabel } from '../hooks/package-price';
import { t } from '@/lib/messages';
import '@/lib/message-parts/billing';

/** Net, 19 % USt and gross exactly as the API quoted them; the browser computes no amount itself. */
export function OrderSummary({ quote, pending, error }: { quote: CheckoutQuote | undefined; pending: boolean; error: Error | null }) {
  return (
    <section className="card order-summary" aria-labelledby="order-summary-title" aria-busy={pending && !quote ? true : undefined}>
      <h2 id="order-summary-title">{t('billing.summary.title')}</h2>
      {error && !quote ? (
        <p className="field__error" role="alert">
          {t('billing.summary.error')} {error.message}
        </p>
      ) : null}
      {quote ? (
        <>
          <p>
            <strong>{t('billing.summary.package', { name: quote.packageName })}</strong>, {periodLabel(quote.period)}
            <br />
            <span className="muted">
              {t('billing.summary.servicePeriod', {
                start: formatLongDate(quote.servicePeriodStart),
                end: formatLongDate(quote.servicePeriodEnd),
              })}
            </span>
          </p>
          <dl aria-live="polite">
            <dt>{t('billing.summary.price')}</dt>
            <dd>{formatCents(quote.listPriceCents)}</dd>
            {quote.discountCents > 0 ? (
              <>
                <dt className="order-summary__discount">
                  {quote.promo ? t('billing.summary.discountCode', { code: quote.promo.code }) : t('billing.summary.discount')}
                </dt>
                <dd className="order-summary__discount">−{formatCents(quote.discountCents)}</dd>
              </>
            ) : null}
            <dt>{t('billing.summary.net')}</dt>
            <dd data-testid="quote-net">{formatCents(quote.netCents)}</dd>
            <dt>{t('billing.summary.vat', { rate: quote.vatRatePercent })}</dt>
            <dd data-testid="quote-vat">{formatCents(quote.vatCents)}</dd>
            <dt className="order-summary__total">{t('billing.summary.gross')}</dt>
            <dd className="order-summary__total" data-testid="quote-gross">
              {formatCents(quote.grossCents)}
            </dd>
          </dl>
          {pending ? <p className="muted">{t('billing.summary.updating')}</p> : null}
        </>
      ) : pending ? (
        <p className="muted">{t('billing.summary.computing')}</p>
      ) : null}
    </section>
  );
}
