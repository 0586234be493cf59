import type { InvoiceSummary, OrderStatus } from '@praxisnah/contracts';
import { paths } from '@/app/paths';
import { ButtonLink } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { InvoiceDownloads } from './invoice-downloads';

/** /payment-success?order=…: what was booked, order and invoice number, the mail, and the invoice to download. */
export function PaymentSuccess({ order, invoice }: { order: OrderStatus; invoice: InvoiceSummary | undefined }) {
  const waiting = order.status === 'pending_payment' && order.paymentMethod !== 'invoice';
  return (
    <div className="payment-result">
      {waiting ? (
        <FormMessage tone="info">Ihre Zahlung wird bestätigt. Das dauert nur einen Moment...</FormMessage>
      ) : (
        <FormMessage tone="success">Ihr Paket {order.packageName} ist ab sofort aktiv.</FormMessage>
      )}
      <dl className="fact-list fact-list--stacked">
        <div>
          <dt>Bestellnummer</dt>
          <dd data-testid="order-number">{order.orderId}</dd>
        </div>
        {order.invoiceNumber ? (
          <div>
            <dt>Rechnungsnummer</dt>
            <dd data-testid="invoice-number">{order.invoiceNumber}</dd>
          </div>
        ) : null}
      </dl>
      {order.invoiceNumber ? (
        <>
          <p>
            <strong>Die Rechnung kommt per E-Mail</strong> – als PDF und als E-Rechnung (XML, EN 16931).
            {order.paymentMethod === 'invoice' ? ' Bitte überweisen Sie den Betrag mit der Rechnungsnummer als Verwendungszweck.' : null}
          </p>
          {invoice ? <InvoiceDownloads invoice={invoice} /> : null}
        </>
      ) : null}
      <div className="button-row">
        <ButtonLink to={paths.dashboard.to()}>Zum Dashboard</ButtonLink>
        <ButtonLink variant="secondary" to={paths.companySettings.to('rechnungen')}>
          Paket &amp; Rechnungen
        </ButtonLink>
      </div>
    </div>
  );
}

/** /payment-cancelled?order=…: nothing was booked or charged; the way back to the same package. */
export function PaymentCancelled({ order }: { order: OrderStatus | undefined }) {
  return (
    <div className="payment-result">
      <FormMessage tone="info">Die Zahlung wurde abgebrochen. Es wurde nichts abgebucht und Ihr Paket bleibt unverändert.</FormMessage>
      <p>Sie können es gleich noch einmal versuchen – zum Beispiel mit einer anderen Zahlungsart oder bequem auf Rechnung.</p>
      <div className="button-row">
        <ButtonLink to={paths.checkout.to(order?.packageKey)}>Erneut versuchen</ButtonLink>
        <ButtonLink variant="secondary" to={paths.pricing.to()}>
          Pakete vergleichen
        </ButtonLink>
      </div>
    </div>
  );
}
