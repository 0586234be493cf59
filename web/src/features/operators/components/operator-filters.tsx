import { useId } from 'react';
import type { OperatorListFilters, OperatorListKind } from '../api/get-operator-list';
import { RegionField } from './region-field';

const VISIBILITY_LABELS: Record<OperatorListKind, Record<OperatorListFilters['visibility'], string>> = {
  companies: { alle: 'Alle', sichtbar: 'Aktiv', ausgeblendet: 'Gesperrt' },
  listings: { alle: 'Alle', sichtbar: 'Sichtbar', ausgeblendet: 'Ausgeblendet' },
  events: { alle: 'Alle', sichtbar: 'Sichtbar', ausgeblendet: 'Ausgeblendet' },
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
        <label htmlFor={`${id}-q`}>Suche</label>
        <input
          id={`${id}-q`}
          type="search"
          value={filters.q}
          placeholder={kind === 'companies' ? 'Name, Ort oder PLZ' : 'Titel, Unternehmen oder Ort'}
          onChange={(event) => set({ q: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-visibility`}>Status</label>
        <select
          id={`${id}-visibility`}
          value={filters.visibility}
          onChange={(event) => set({ visibility: event.target.value as OperatorListFilters['visibility'] })}
        >
          {Object.entries(VISIBILITY_LABELS[kind]).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-verified`}>Verifiziert</label>
        <select
          id={`${id}-verified`}
          value={filters.verified}
          onChange={(event) => set({ verified: event.target.value as OperatorListFilters['verified'] })}
        >
          <option value="alle">Alle</option>
          <option value="ja">Verifiziert</option>
          <option value="nein">Noch nicht verifiziert</option>
        </select>
      </div>
      {regions ? (
        <RegionField regions={regions} value={filters.region} emptyLabel="Alle Regionen" onChange={(region) => set({ region })} />
      ) : null}
    </div>
  );
}
