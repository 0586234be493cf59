import type { InvoiceSummary, OrderStatus } from '@praxisnah/contracts';
import { paths } from '@/app/paths';
import { ButtonLink } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { InvoiceDownloads } from './invoice-downloads';
import { t } from '@/lib/messages';
import '@/lib/message-parts/billing';

/** /payment-success?order=…: what was booked, order and invoice number, the mail, and the invoice to download. */
export function PaymentSuccess({ order, invoice }: { order: OrderStatus; invoice: InvoiceSummary | undefined }) {
  const waiting = order.status === 'pending_payment' && order.paymentMethod !== 'invoice';
  return (
    <div className="payment-result">
      {waiting ? (
        <FormMessage tone="info">{t('billing.result.confirming')}</FormMessage>
      ) : (
        <FormMessage tone="success">{t('billing.result.active', { name: order.packageName })}</FormMessage>
      )}
      <dl className="fact-list fact-list--stacked">
        <div>
          <dt>{t('billing.result.orderNumber')}</dt>
          <dd data-testid="order-number">{order.orderId}</dd>
        </div>
        {order.invoiceNumber ? (
          <div>
            <dt>{t('billing.result.invoiceNumber')}</dt>
            <dd data-testid="invoice-number">{order.invoiceNumber}</dd>
          </div>
        ) : null}
      </dl>
      {order.invoiceNumber ? (
        <>
          <p>
            <strong>{t('billing.result.mailHeadline')}</strong>
            {t('billing.result.mailText')}
            {order.paymentMethod === 'invoice' ? t('billing.result.transfer') : null}
          </p>
          {invoice ? <InvoiceDownloads invoice={invoice} /> : null}
        </>
      ) : null}
      <div className="button-row">
        <ButtonLink to={paths.dashboard.to()}>{t('billing.result.dashboard')}</ButtonLink>
        <ButtonLink variant="secondary" to={paths.companySettings.to('rechnungen')}>
          {t('billing.result.settings')}
        </ButtonLink>
      </div>
    </div>
  );
}

/** /payment-cancelled?order=…: nothing was booked or charged; the way back to the same package. */
export function PaymentCancelled({ order }: { order: OrderStatus | undefined }) {
  return (
    <div className="payment-result">
      <FormMessage tone="info">{t('billing.result.cancelled')}</FormMessage>
      <p>{t('billing.result.tryAgainText')}</p>
      <div className="button-row">
        <ButtonLink to={paths.checkout.to(order?.packageKey)}>{t('billing.result.tryAgain')}</ButtonLink>
        <ButtonLink variant="secondary" to={paths.pricing.to()}>
          {t('billing.compare')}
        </ButtonLink>
      </div>
    </div>
  );
}
