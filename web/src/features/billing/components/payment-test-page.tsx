import type { PaymentSession } from '@praxisnah/contracts';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/app/paths';
import { SubmitErrorMessage } from '@/components/form/submit-error-message';
import { Button, ButtonLink } from '@/components/ui/button';
import { formatCents } from '@/lib/format';
import { useTestPayment } from '../api/billing-mutations';
import { t } from '@/lib/messages';
import { paymentMethodLabel } from '../hooks/payment-method';
import '@/lib/message-parts/billing';

/** The order a session's success or cancel address names (/payment-success?order=…). */
function orderOf(url: string): string | null {
  return new URL(url, window.location.origin).searchParams.get('order');
}

/**
 * /payment-page?session=…: the card/wallet provider's page. Locally it is the provider's test double: nothing is
 * charged; "Jetzt bezahlen" and "Abbrechen" report the outcome as the provider would, then the browser returns.
 */
export function PaymentTestPage({ session }: { session: PaymentSession }) {
  const navigate = useNavigate();
  const payment = useTestPayment();
  const finish = async (outcome: 'succeeded' | 'cancelled') => {
    const done = await payment.mutateAsync({ sessionId: session.id, outcome }).catch(() => null);
    if (!done) return;
    const orderId = orderOf(outcome === 'succeeded' ? done.successUrl : done.cancelUrl) ?? done.orderId;
    navigate(outcome === 'succeeded' ? paths.paymentSuccess.to(orderId) : paths.paymentCancelled.to(orderId));
  };

  if (session.status !== 'pending') {
    const succeeded = session.status === 'succeeded';
    return (
      <div className="payment-result">
        <p>{succeeded ? t('billing.testPayment.done') : t('billing.testPayment.failed')}</p>
        <ButtonLink to={succeeded ? paths.paymentSuccess.to(session.orderId) : paths.paymentCancelled.to(session.orderId)}>
          {t('billing.testPayment.next')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="payment-result">
      <p className="badge badge--orange">{t('billing.testPayment.testMode')}</p>
      <dl className="fact-list fact-list--stacked">
        <div>
          <dt>{t('billing.testPayment.reference')}</dt>
          <dd>{session.description}</dd>
        </div>
        <div>
          <dt>{t('billing.checkout.paymentMethod')}</dt>
          <dd>{paymentMethodLabel(session.method)}</dd>
        </div>
        <div>
          <dt>{t('billing.testPayment.amount')}</dt>
          <dd>
            <strong>{formatCents(session.grossCents)}</strong>
          </dd>
        </div>
      </dl>
      <SubmitErrorMessage headline={t('billing.testPayment.error')} error={payment.error} />
      <div className="button-row">
        <Button size="lg" disabled={payment.isPending} onClick={() => void finish('succeeded')}>
          {payment.isPending
            ? t('billing.testPayment.processing')
            : t('billing.testPayment.pay', { amount: formatCents(session.grossCents) })}
        </Button>
        <Button variant="secondary" size="lg" disabled={payment.isPending} onClick={() => void finish('cancelled')}>
          {t('billing.testPayment.cancel')}
        </Button>
      </div>
    </div>
  );
}
