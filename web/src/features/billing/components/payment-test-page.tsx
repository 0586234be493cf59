import { PAYMENT_METHOD_LABELS, type PaymentSession } from '@praxisnah/contracts';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/app/paths';
import { SubmitErrorMessage } from '@/components/form/submit-error-message';
import { Button, ButtonLink } from '@/components/ui/button';
import { formatCents } from '@/lib/format';
import { useTestPayment } from '../api/billing-mutations';

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
        <p>{succeeded ? 'Diese Zahlung ist bereits abgeschlossen.' : 'Diese Zahlung wurde abgebrochen oder ist fehlgeschlagen.'}</p>
        <ButtonLink to={succeeded ? paths.paymentSuccess.to(session.orderId) : paths.paymentCancelled.to(session.orderId)}>
          Weiter
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="payment-result">
      <p className="badge badge--orange">Testmodus – es wird nichts abgebucht</p>
      <dl className="fact-list fact-list--stacked">
        <div>
          <dt>Verwendungszweck</dt>
          <dd>{session.description}</dd>
        </div>
        <div>
          <dt>Zahlungsart</dt>
          <dd>{PAYMENT_METHOD_LABELS[session.method]}</dd>
        </div>
        <div>
          <dt>Betrag</dt>
          <dd>
            <strong>{formatCents(session.grossCents)}</strong>
          </dd>
        </div>
      </dl>
      <SubmitErrorMessage headline="Die Zahlung hat nicht geklappt." error={payment.error} />
      <div className="button-row">
        <Button size="lg" disabled={payment.isPending} onClick={() => void finish('succeeded')}>
          {payment.isPending ? 'Wird bearbeitet...' : `${formatCents(session.grossCents)} bezahlen`}
        </Button>
        <Button variant="secondary" size="lg" disabled={payment.isPending} onClick={() => void finish('cancelled')}>
          Zahlung abbrechen
        </Button>
      </div>
    </div>
  );
}
