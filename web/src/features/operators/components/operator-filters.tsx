import type { MessageKey } from '@praxisnah/contracts';
import { useId } from 'react';
import type { OperatorListFilters, OperatorListKind } from '../api/get-operator-list';
import { RegionField } from './region-field';
import { t } from '@/lib/messages';
import '@/lib/message-parts/operators';

const OFFER_VISIBILITY = {
  alle: 'operators.filters.all',
  sichtbar: 'operators.filters.visible',
  ausgeblendet: 'operators.filters.hidden',
} as const satisfies Record<OperatorListFilters['visibility'], MessageKey>;
const VISIBILITY_LABELS: Record<OperatorListKind, Record<OperatorListFilters['visibility'], MessageKey>> = {
  companies: { alle: 'operators.filters.all', sichtbar: 'operators.filters.active', ausgeblendet: 'operators.filters.suspended' },
  listings: OFFER_VISIBILITY,
  events: OFFER_VISIBILITY,
};

/** Search text, visibility and verification filters of the moderation lists; admins also pick a region. */
export function OperatorFilters({
  kind,
  filters,
  regions,
  onChange,
}: {
  kind: OperatorListKind;
  filters: OperatorListFilters;
  regions: { slug: string; name: string }[] | null;
  onChange: (next: OperatorListFilters) => void;
}) {
  const id = useId();
  const set = (patch: Partial<OperatorListFilters>) => onChange({ ...filters, ...patch, page: 1 });
  return (
    <div className="operator-filters" role="search">
      <div className="field">
        <label htmlFor={`${id}-q`}>{t('operators.filters.search')}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={filters.q}
          placeholder={kind === 'companies' ? t('operators.filters.searchCompanies') : t('operators.filters.searchOffers')}
          onChange={(event) => set({ q: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-visibility`}>{t('operators.filters.status')}</label>
        <select
          id={`${id}-visibility`}
          value={filters.visibility}
          onChange={(event) => set({ visibility: event.target.value as OperatorListFilters['visibility'] })}
        >
          {Object.entries(VISIBILITY_LABELS[kind]).map(([value, label]) => (
            <option key={value} value={value}>
              {t(label)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-verified`}>{t('operators.filters.verified')}</label>
        <select
          id={`${id}-verified`}
          value={filters.verified}
          onChange={(event) => set({ verified: event.target.value as OperatorListFilters['verified'] })}
        >
          <option value="alle">{t('operators.filters.all')}</option>
          <option value="ja">{t('operators.filters.verifiedYes')}</option>
          <option value="nein">{t('operators.filters.verifiedNo')}</option>
        </select>
      </div>
      {regions ? (
        <RegionField
          regions={regions}
          value={filters.region}
          emptyLabel={t('operators.common.allRegions')}
          onChange={(region) => set({ region })}
        />
      ) : null}
    </div>
  );
}
