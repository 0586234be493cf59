import type { CheckoutQuote } from '@praxisnah/contracts';
import { formatCents, formatLongDate } from '@/lib/format';
import { periodLabel } from '../hooks/package-price';

/** Net, 19 % USt and gross exactly as the API quoted them; the browser computes no amount itself. */
export function OrderSummary({ quote, pending, error }: { quote: CheckoutQuote | undefined; pending: boolean; error: Error | null }) {
  return (
    <section className="card order-summary" aria-labelledby="order-summary-title" aria-busy={pending && !quote ? true : undefined}>
      <h2 id="order-summary-title">Ihre Bestellung</h2>
      {error && !quote ? (
        <p className="field__error" role="alert">
          Der Preis konnte nicht berechnet werden. {error.message}
        </p>
      ) : null}
      {quote ? (
        <>
          <p>
            <strong>Paket {quote.packageName}</strong>, {periodLabel(quote.period)}
            <br />
            <span className="muted">
              Leistungszeitraum {formatLongDate(quote.servicePeriodStart)} – {formatLongDate(quote.servicePeriodEnd)}
            </span>
          </p>
          <dl aria-live="polite">
            <dt>Preis (netto)</dt>
            <dd>{formatCents(quote.listPriceCents)}</dd>
            {quote.discountCents > 0 ? (
              <>
                <dt className="order-summary__discount">Rabatt{quote.promo ? ` (${quote.promo.code})` : ''}</dt>
                <dd className="order-summary__discount">−{formatCents(quote.discountCents)}</dd>
              </>
            ) : null}
            <dt>Summe netto</dt>
            <dd data-testid="quote-net">{formatCents(quote.netCents)}</dd>
            <dt>zzgl. {quote.vatRatePercent} % USt</dt>
            <dd data-testid="quote-vat">{formatCents(quote.vatCents)}</dd>
            <dt className="order-summary__total">Gesamtbetrag (brutto)</dt>
            <dd className="order-summary__total" data-testid="quote-gross">
              {formatCents(quote.grossCents)}
            </dd>
          </dl>
          {pending ? <p className="muted">Preis wird aktualisiert...</p> : null}
        </>
      ) : pending ? (
        <p className="muted">Preis wird berechnet...</p>
      ) : null}
    </section>
  );
}
