import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { FormField } from '@/components/ui/form-field';
import { formatCents, formatLongDate } from '@/lib/format';
import { usePromoCodeCheck } from '../api/check-promo-code';
import { useLivePromoCode } from '../hooks/live-promo-code';
import { PROMO_INPUT_PROPS, PromoMessage } from './promo-message';

/** /promo-codes: type a code and see at once whether it is valid, what it gives and for which packages. */
export function PromoCodeCheck() {
  const [raw, setRaw] = useState('');
  const { code, shapeError } = useLivePromoCode(raw);
  const check = usePromoCodeCheck(code);
  const result = code ? check.data : undefined;
  const target = result?.packageKeys[0] ?? 'standard';

  return (
    <section className="card" aria-labelledby="promo-check-title">
      <h2 id="promo-check-title">Code prüfen</h2>
      <FormField label="Aktionscode" error={shapeError ?? undefined} hint="Groß- und Kleinschreibung spielt keine Rolle.">
        {(field) => <input {...field} value={raw} onChange={(event) => setRaw(event.target.value)} {...PROMO_INPUT_PROPS} />}
      </FormField>
      <div aria-live="polite">
        {code && check.isFetching ? <p className="muted promo-field__result">Code wird geprüft...</p> : null}
        {code && check.isError ? <PromoMessage valid={false}>{check.error.message}</PromoMessage> : null}
        {result && !check.isFetching ? (
          <>
            <PromoMessage valid={result.valid}>{result.message}</PromoMessage>
            {result.valid ? (
              <>
                <p className="muted">
                  {result.kind === 'percent' ? `${result.value ?? 0} % Rabatt` : `${formatCents(result.value ?? 0)} Rabatt (netto)`}
                  {result.validUntil ? ` · gültig bis ${formatLongDate(result.validUntil)}` : ''}
                </p>
                <Link className="btn btn--primary" to={paths.checkout.to(target, undefined, result.code)}>
                  Mit diesem Code bestellen
                </Link>
              </>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
