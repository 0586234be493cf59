import type { BillingPeriod } from '@praxisnah/contracts';
import { cn } from '@/lib/cn';
import { periodLabel, PERIODS } from '../hooks/package-price';
import { t } from '@/lib/messages';
import '@/lib/message-parts/billing';

/** Monatlich / jährlich as two pills. */
export function PeriodSwitch({ value, onChange, name }: { value: BillingPeriod; onChange: (period: BillingPeriod) => void; name: string }) {
  return (
    <div className="segmented" role="radiogroup" aria-label={t('billing.checkout.period')}>
      {PERIODS.map((period) => (
        <label key={period} className={cn('segmented__option', value === period && 'segmented__option--active')}>
          <input type="radio" name={name} value={period} checked={value === period} onChange={() => onChange(period)} />
          {periodLabel(period)}
        </label>
      ))}
    </div>
  );
}
