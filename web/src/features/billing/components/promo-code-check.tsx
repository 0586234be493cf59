import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { FormField } from '@/components/ui/form-field';
import { formatCents, formatLongDate } from '@/lib/format';
import { usePromoCodeCheck } from '../api/check-promo-code';
import { useLivePromoCode } from '../hooks/live-promo-code';
import { PROMO_INPUT_PROPS, PromoMessage } from './promo-message';
import { t } from '@/lib/messages';
import '@/lib/message-parts/billing';

/** /promo-codes: type a code and see at once whether it is valid, what it gives and for which packages. */
export function PromoCodeCheck() {
  const [raw, setRaw] = useState('');
  const { code, shapeError } = useLivePromoCode(raw);
  const check = usePromoCodeCheck(code);
  const result = code ? check.data : undefined;
  const target = result?.packageKeys[0] ?? 'standard';

  return (
    <section className="card" aria-labelledby="promo-check-title">
      <h2 id="promo-check-title">{t('billing.promoCheck.title')}</h2>
      <FormField label={t('billing.checkout.promo')} error={shapeError ?? undefined} hint={t('billing.promoCheck.hint')}>
        {(field) => <input {...field} value={raw} onChange={(event) => setRaw(event.target.value)} {...PROMO_INPUT_PROPS} />}
      </FormField>
      <div aria-live="polite">
        {code && check.isFetching ? <p className="muted promo-field__result">{t('billing.promoCheck.checking')}</p> : null}
        {code && check.isError ? <PromoMessage valid={false}>{check.error.message}</PromoMessage> : null}
        {result && !check.isFetching ? (
          <>
            <PromoMessage valid={result.valid}>{result.message}</PromoMessage>
            {result.valid ? (
              <>
                <p className="muted">
                  {result.kind === 'percent'
                    ? t('billing.promoCheck.percent', { value: result.value ?? 0 })
                    : t('billing.promoCheck.fixed', { amount: formatCents(result.value ?? 0) })}
                  {result.validUntil ? t('billing.promoCheck.validUntil', { date: formatLongDate(result.validUntil) }) : ''}
                </p>
                <Link className="btn btn--primary" to={paths.checkout.to(target, undefined, result.code)}>
                  {t('billing.promoCheck.order')}
                </Link>
              </>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
