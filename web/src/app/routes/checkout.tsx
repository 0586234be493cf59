import { PACKAGE_KEYS, type PackageKey } from '@praxisnah/contracts';
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import {
  CheckoutForm,
  parsePeriod,
  PaymentCancelled,
  PaymentSuccess,
  PaymentTestPage,
  useBillingProfile,
  useInvoices,
  useOrder,
  usePackages,
  usePaymentSession,
  type CheckoutDefaults,
} from '@/features/billing';
import { useOwnCompany } from '@/features/company-settings';
import { t } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import '@/styles/company.css';
import '@/styles/billing.css';
import { paths } from '../paths';
import '@/lib/message-parts/billing';

/* Ordering a package and its outcome: signed-in company users (the checkout layout sends visitors to the login and back). */

function BillingPage({ title, lead, narrow = false, children }: { title: string; lead?: string; narrow?: boolean; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className={narrow ? 'container page page--narrow' : 'container page'}>
      <nav aria-label={t('billing.checkout.back')} className="detail__back">
        <Link to={paths.pricing.to()}>
          <Icon name="arrowLeft" size={16} /> {t('billing.checkout.toPricing')}
        </Link>
      </nav>
      <h1>{title}</h1>
      {lead ? <p className="muted">{lead}</p> : null}
      {children}
    </div>
  );
}

function LoadFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div className="error-state" role="alert">
      <p>
        {t('billing.checkout.loadError')} {error.message}
      </p>
      <Button onClick={onRetry}>{t('billing.pricing.retry')}</Button>
    </div>
  );
}

const parsePackageKey = (value: string | null): PackageKey => PACKAGE_KEYS.find((key) => key === value) ?? 'standard';

/** /checkout?package=…&period=…&code=… and /payment: the order form with the API's quote beside it. */
export function CheckoutRoute() {
  const [params] = useSearchParams();
  const auth = useAuth();
  const packages = usePackages();
  const profile = useBillingProfile();
  const company = useOwnCompany();
  const failed = packages.error ?? profile.error ?? company.error;
  const retry = () => void Promise.all([packages.refetch(), profile.refetch(), company.refetch()]);

  let content: ReactNode;
  if (failed) content = <LoadFailed error={failed} onRetry={retry} />;
  else if (!packages.data || profile.data === undefined || !company.data) content = <Spinner className="page-spinner" />;
  else {
    const saved = profile.data;
    const email = auth.status === 'authenticated' ? auth.user.email : '';
    const defaults: CheckoutDefaults = {
      packageKey: parsePackageKey(params.get('package')),
      period: parsePeriod(params.get('period')),
      promoCode: params.get('code') ?? '',
      // The stored billing address, else the company's own, so most companies only confirm.
      billingAddress: {
        companyName: saved?.companyName ?? company.data.name,
        contactName: saved?.contactName ?? company.data.contactName ?? '',
        street: saved?.street ?? company.data.address ?? '',
        zip: saved?.zip ?? company.data.zip ?? '',
        city: saved?.city ?? company.data.city ?? '',
        country: 'DE',
        vatId: saved?.vatId ?? '',
        invoiceEmail: saved?.invoiceEmail ?? email,
      },
    };
    content = <CheckoutForm packages={packages.data} defaults={defaults} />;
  }
  return (
    <BillingPage title={t('billing.checkout.title')} lead={t('billing.checkout.lead')}>
      {content}
    </BillingPage>
  );
}

/** /payment-page?session=…: the card/wallet provider's page (locally its test double). */
export function PaymentPageRoute() {
  const [params] = useSearchParams();
  const session = usePaymentSession(params.get('session') ?? '');
  let content: ReactNode;
  if (!params.get('session'))
    content = <EmptyState title={t('billing.payment.noSession')}>{t('billing.payment.noSessionText')}</EmptyState>;
  else if (session.isError) content = <LoadFailed error={session.error} onRetry={() => void session.refetch()} />;
  else if (!session.data) content = <Spinner className="page-spinner" />;
  else content = <PaymentTestPage session={session.data} />;
  return (
    <BillingPage narrow title={t('billing.payment.title')}>
      {content}
    </BillingPage>
  );
}

/** /payment-success?order=…: while a card payment is still being confirmed the order is asked again every 2 s. */
export function PaymentSuccessRoute() {
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const order = useOrder(orderId, true);
  const invoices = useInvoices(Boolean(order.data?.invoiceId));
  const invoice = invoices.data?.find((candidate) => candidate.id === order.data?.invoiceId);
  // A card payment's invoice is issued when the provider confirms: a list loaded before that is asked again.
  const listLacksInvoice = Boolean(order.data?.invoiceId && invoices.data && !invoice);
  const { refetch: refetchInvoices } = invoices;
  useEffect(() => {
    if (listLacksInvoice) void refetchInvoices();
  }, [listLacksInvoice, refetchInvoices]);
  let content: ReactNode;
  if (!orderId) content = <EmptyState title={t('billing.payment.noOrder')}>{t('billing.payment.noOrderText')}</EmptyState>;
  else if (order.isError) content = <LoadFailed error={order.error} onRetry={() => void order.refetch()} />;
  else if (!order.data) content = <Spinner className="page-spinner" />;
  else content = <PaymentSuccess order={order.data} invoice={invoice} />;
  return (
    <BillingPage narrow title={t('billing.payment.successTitle')}>
      {content}
    </BillingPage>
  );
}

/** /payment-cancelled?order=…: nothing booked; back to the same package. */
export function PaymentCancelledRoute() {
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const order = useOrder(orderId);
  return (
    <BillingPage narrow title={t('billing.payment.cancelledTitle')}>
      <PaymentCancelled order={order.data} />
    </BillingPage>
  );
}
