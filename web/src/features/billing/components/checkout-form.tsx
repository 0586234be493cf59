import { schemaResolver } from '@/components/form/schema-resolver';
import {
  checkoutOrderRequestSchema,
  PAYMENT_METHODS,
  type BillingAddressInput,
  type BillingPeriod,
  type CheckoutOrderRequest,
  type CheckoutOrderRequestInput,
  type Package,
  type PackageKey,
} from '@praxisnah/contracts';
import { useWatch, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/app/paths';
import { AddressFields } from '@/components/form/address-fields';
import { SubmitErrorMessage } from '@/components/form/submit-error-message';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { t } from '@/lib/messages';
import { useCreateOrder } from '../api/billing-mutations';
import { useQuote } from '../api/get-quote';
import { useLivePromoCode } from '../hooks/live-promo-code';
import { packagePrice } from '../hooks/package-price';
import { paymentMethodLabel } from '../hooks/payment-method';
import { OrderSummary } from './order-summary';
import { PeriodSwitch } from './period-switch';
import { PROMO_INPUT_PROPS, PromoMessage } from './promo-message';
import '@/lib/message-parts/billing';

/** What the inputs hold: every text a string while typing; the schema turns empty optional ones into null. */
type CheckoutFormValues = Omit<CheckoutOrderRequestInput, 'promoCode' | 'billingAddress'> & {
  promoCode: string;
  billingAddress: Omit<BillingAddressInput, 'contactName' | 'vatId'> & { contactName: string; vatId: string };
};

const resolver = schemaResolver(checkoutOrderRequestSchema) as unknown as Resolver<CheckoutFormValues, unknown, CheckoutOrderRequest>;

export interface CheckoutDefaults {
  packageKey: PackageKey;
  period: BillingPeriod;
  promoCode: string;
  billingAddress: CheckoutFormValues['billingAddress'];
}

/** Where the browser goes after the order: the provider's page for card and wallet, else straight to the confirmation. */
function nextStep(orderId: string, paymentRedirectUrl: string | null): string {
  if (!paymentRedirectUrl) return paths.paymentSuccess.to(orderId);
  const session = new URL(paymentRedirectUrl, window.location.origin).searchParams.get('session');
  return session ? paths.paymentPage.to(session) : paths.paymentSuccess.to(orderId);
}

/**
 * /checkout: package, billing period, billing address with USt-IdNr., promo code and payment method, checked with the
 * shared schema. The summary beside it is the API's quote for what is chosen, refreshed as the code is typed.
 */
export function CheckoutForm({ packages, defaults }: { packages: readonly Package[]; defaults: CheckoutDefaults }) {
  const navigate = useNavigate();
  const order = useCreateOrder();
  const { form, formRef } = useValidatedForm<CheckoutFormValues, CheckoutOrderRequest>({
    resolver,
    defaultValues: { ...defaults, paymentMethod: 'invoice' },
  });
  const { register, handleSubmit, control, setValue } = form;
  const { errors } = form.formState;
  const [packageKey, period, rawPromo, paymentMethod] = useWatch({ control, name: ['packageKey', 'period', 'promoCode', 'paymentMethod'] });
  const promo = useLivePromoCode(rawPromo);
  const quote = useQuote({ packageKey, period, promoCode: promo.code });
  const promoResult = promo.code && quote.data?.promo?.code === promo.code ? quote.data.promo : null;
  const free = quote.data?.grossCents === 0;

  const onSubmit = handleSubmit(async (input) => {
    const response = await order.mutateAsync(input).catch(() => null);
    if (response) navigate(nextStep(response.orderId, response.paymentRedirectUrl));
  });

  return (
    <div className="checkout">
      <form className="company-form" ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('billing.checkout.formLabel')}>
        <fieldset className="form-section">
          <legend>{t('billing.checkout.package')}</legend>
          <div className="radio-cards">
            {packages.map((pkg) => {
              const price = packagePrice(pkg, period);
              return (
                <label key={pkg.key} className="radio-card">
                  <input type="radio" value={pkg.key} {...register('packageKey')} />
                  <span>
                    {pkg.name}
                    <br />
                    <small className="muted">
                      {price.amount} {price.per}
                    </small>
                  </span>
                </label>
              );
            })}
          </div>
          {errors.packageKey ? <p className="field__error">{errors.packageKey.message}</p> : null}
        </fieldset>

        <fieldset className="form-section">
          <legend>{t('billing.checkout.period')}</legend>
          <PeriodSwitch name="checkout-period" value={period} onChange={(next) => setValue('period', next, { shouldDirty: true })} />
          <p className="field__hint">{t('billing.checkout.periodHint')}</p>
        </fieldset>

        <fieldset className="form-section">
          <legend>{t('billing.checkout.address')}</legend>
          <FormField label={t('billing.checkout.companyName')} required error={errors.billingAddress?.companyName?.message}>
            {(field) => <input {...field} {...register('billingAddress.companyName')} autoComplete="organization" maxLength={160} />}
          </FormField>
          <FormField label={t('billing.checkout.contactName')} error={errors.billingAddress?.contactName?.message}>
            {(field) => <input {...field} {...register('billingAddress.contactName')} autoComplete="name" maxLength={120} />}
          </FormField>
          <AddressFields
            form={form}
            names={{ street: 'billingAddress.street', zip: 'billingAddress.zip', city: 'billingAddress.city' }}
            required={['street', 'zip', 'city']}
          />
          <FormField
            label={t('billing.checkout.vatId')}
            error={errors.billingAddress?.vatId?.message}
            hint={t('billing.checkout.vatIdHint')}
          >
            {(field) => <input {...field} {...register('billingAddress.vatId')} autoComplete="off" spellCheck={false} maxLength={20} />}
          </FormField>
          <FormField
            label={t('billing.checkout.invoiceEmail')}
            required
            error={errors.billingAddress?.invoiceEmail?.message}
            hint={t('billing.checkout.invoiceEmailHint')}
          >
            {(field) => (
              <input {...field} {...register('billingAddress.invoiceEmail')} type="email" autoComplete="email" inputMode="email" />
            )}
          </FormField>
        </fieldset>

        <fieldset className="form-section">
          <legend>{t('billing.checkout.promo')}</legend>
          <FormField label={t('billing.checkout.promoField')} error={promo.shapeError ?? errors.promoCode?.message}>
            {(field) => <input {...field} {...register('promoCode')} {...PROMO_INPUT_PROPS} />}
          </FormField>
          <div aria-live="polite">
            {promoResult ? <PromoMessage valid={promoResult.applied}>{promoResult.message}</PromoMessage> : null}
          </div>
          <p className="field__hint">
            <Link to={paths.promoCodes.to()}>{t('billing.checkout.promoHelp')}</Link>
          </p>
        </fieldset>

        {free ? null : (
          <fieldset className="form-section">
            <legend>{t('billing.checkout.paymentMethod')}</legend>
            <div className="radio-cards radio-cards--stacked">
              {PAYMENT_METHODS.map((method) => (
                <label key={method} className="radio-card">
                  <input type="radio" value={method} {...register('paymentMethod')} />
                  <span>{paymentMethodLabel(method)}</span>
                </label>
              ))}
            </div>
            <p className="field__hint">
              {paymentMethod === 'invoice' ? t('billing.checkout.invoiceHint') : t('billing.checkout.providerHint')}
            </p>
          </fieldset>
        )}

        <SubmitErrorMessage headline={t('billing.checkout.failed')} error={order.error} />
        <Button type="submit" size="lg" className="btn--block" disabled={order.isPending}>
          {order.isPending ? t('billing.checkout.submitting') : free ? t('billing.checkout.submitFree') : t('billing.checkout.submit')}
        </Button>
        <p className="field__hint">
          {t('billing.checkout.termsBefore')}
          <Link to={paths.agb.to()}>{t('billing.checkout.termsLink')}</Link>
          {t('billing.checkout.termsAfter')}
        </p>
        <p className="login-form__ssl">
          <Icon name="lock" size={16} /> {t('billing.checkout.ssl')}
        </p>
      </form>
      <aside className="checkout__summary" aria-label={t('billing.checkout.summary')}>
        <OrderSummary quote={quote.data} pending={quote.isFetching} error={quote.error} />
      </aside>
    </div>
  );
}
