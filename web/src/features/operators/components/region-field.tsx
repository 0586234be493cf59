import { useId } from 'react';
import { t } from '@/lib/messages';
import '@/lib/message-parts/operators';

/** An admin's region picker (regional managers have one region and see none); `emptyLabel` names the empty choice. */
export function RegionField({
  regions,
  value,
  emptyLabel,
  onChange,
}: {
  regions: { slug: string; name: string }[];
  value: string;
  emptyLabel: string;
  onChange: (slug: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('operators.common.region')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{emptyLabel}</option>
        {regions.map((region) => (
          <option key={region.slug} value={region.slug}>
            {region.name}
          </option>
        ))}
      </select>
    </div>
  );
}
