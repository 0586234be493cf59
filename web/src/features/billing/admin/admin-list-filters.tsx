import { ADMIN_PAGE_SIZE } from '@praxisnah/contracts';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { t } from '@/lib/messages';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import '@/lib/message-parts/billing';

export interface AdminListQuery<S extends string> {
  status: S | '';
  search: string;
  setStatus: (next: S | '') => void;
  setSearch: (next: string) => void;
  setOffset: (offset: number) => void;
  /** A status or search narrows the list (the empty table then says so). */
  filtered: boolean;
  query: { status: S | undefined; q: string | undefined; limit: number; offset: number };
}

/** Status filter, search and page of an admin list; a new filter starts again at the first page. */
export function useAdminListQuery<S extends string>(initialStatus: S | ''): AdminListQuery<S> {
  const [status, setStatusValue] = useState<S | ''>(initialStatus);
  const [search, setSearchValue] = useState('');
  const [offset, setOffset] = useState(0);
  const q = useDebouncedValue(search.trim(), 300);
  return {
    status,
    search,
    setStatus: (next: S | '') => {
      setStatusValue(next);
      setOffset(0);
    },
    setSearch: (next: string) => {
      setSearchValue(next);
      setOffset(0);
    },
    setOffset,
    filtered: Boolean(status || q),
    query: { status: status || undefined, q: q || undefined, limit: ADMIN_PAGE_SIZE, offset },
  };
}

/** The search field (a whole row, so its placeholder fits a phone) and the status select above an admin table. */
export function AdminListFilters<S extends string>({
  list,
  options,
  placeholder,
}: {
  list: Pick<AdminListQuery<S>, 'status' | 'search' | 'setStatus' | 'setSearch'>;
  options: readonly { value: S; label: string }[];
  placeholder: string;
}) {
  return (
    <div className="operator-filters">
      <FormField label={t('billing.admin.search')}>
        {(field) => (
          <input
            {...field}
            type="search"
            value={list.search}
            onChange={(event) => list.setSearch(event.target.value)}
            placeholder={placeholder}
          />
        )}
      </FormField>
      <FormField label={t('billing.admin.status')}>
        {(field) => (
          <select {...field} value={list.status} onChange={(event) => list.setStatus(event.target.value as S | '')}>
            <option value="">{t('billing.admin.all')}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}
