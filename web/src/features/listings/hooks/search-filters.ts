import {
  DURATION_KEYS,
  INTERNSHIP_TYPE_KEYS,
  isIgnoredFilterValue,
  type ListingKind,
  MIN_PAY_OPTIONS_EUR,
  SECTOR_KEYS,
  SORT_VALUES,
  type SortValue,
} from '@praxisnah/contracts';
import { formatLocationParam, parseLocationParam, type LocationSelection } from '@/features/location';
import { readPage } from './result-page';

export interface SearchFilters {
  q: string;
  keywords: string[];
  location: LocationSelection | null;
  type: string;
  duration: string;
  timeFrame: string;
  dateFrom: string;
  dateTo: string;
  sector: string;
  sort: SortValue;
  company: string;
  ausbildungStart: string[];
  minVergutung: number;
  /** Result page of DEFAULT_PAGE_SIZE cards, 1 first; kept in the URL as `page`. */
  page: number;
}

export const EMPTY_FILTERS: SearchFilters = {
  q: '',
  keywords: [],
  location: null,
  type: '',
  duration: '',
  timeFrame: '',
  dateFrom: '',
  dateTo: '',
  sector: '',
  sort: 'relevance',
  company: '',
  ausbildungStart: [],
  minVergutung: 0,
  page: 1,
};

const clean = (value: string | null): string => (isIgnoredFilterValue(value) ? '' : (value ?? '').trim());

/** product.md section 5: keywords are comma-separated and trimmed. */
export const splitKeywords = (value: string): string[] =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

const inList = (value: string, list: readonly string[]) => (list.includes(value) ? value : '');
const isDate = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

export function readFilters(params: URLSearchParams, kind: ListingKind): SearchFilters {
  const sort = clean(params.get('sort'));
  const minPay = Number(clean(params.get('minVergutung')) || 0);
  return {
    q: clean(params.get('q')),
    keywords: splitKeywords(clean(params.get('keywords'))),
    location: parseLocationParam(clean(params.get('location'))),
    type: kind === 'internship' ? inList(clean(params.get('type')), INTERNSHIP_TYPE_KEYS) : '',
    duration: kind === 'internship' ? inList(clean(params.get('duration')), DURATION_KEYS) : '',
    timeFrame: kind === 'internship' ? clean(params.get('timeFrame')) : '',
    dateFrom: kind === 'internship' ? isDate(clean(params.get('dateFrom'))) : '',
    dateTo: kind === 'internship' ? isDate(clean(params.get('dateTo'))) : '',
    sector: inList(clean(params.get('sector')), SECTOR_KEYS),
    sort: (SORT_VALUES as readonly string[]).includes(sort) ? (sort as SortValue) : 'relevance',
    company: clean(params.get('company')),
    ausbildungStart:
      kind === 'ausbildung'
        ? clean(params.get('ausbildungStart'))
            .split(',')
            .map((part) => part.trim())
            .filter((part) => /^\d{4}-\d{2}$/.test(part))
        : [],
    minVergutung: kind === 'ausbildung' && (MIN_PAY_OPTIONS_EUR as readonly number[]).includes(minPay) ? minPay : 0,
    page: readPage(params.get('page')),
  };
}

/** Writes the product.md section 2 parameters for the given page; empty values are left out. */
export function writeFilters(filters: SearchFilters, kind: ListingKind, extra?: Record<string, string>): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | undefined) => {
    if (value && !isIgnoredFilterValue(value)) params.set(key, value);
  };
  put('q', filters.q.trim());
  put('keywords', filters.keywords.join(','));
  put('location', formatLocationParam(filters.location));
  if (kind === 'internship') {
    put('type', filters.type);
    put('duration', filters.duration);
    put('timeFrame', filters.timeFrame);
    put('dateFrom', filters.dateFrom);
    put('dateTo', filters.dateTo);
  } else {
    put('ausbildungStart', filters.ausbildungStart.join(','));
    put('minVergutung', filters.minVergutung > 0 ? String(filters.minVergutung) : undefined);
  }
  put('sector', filters.sector);
  if (filters.sort !== 'relevance') put('sort', filters.sort);
  put('company', filters.company);
  put('page', filters.page > 1 ? String(filters.page) : undefined);
  for (const [key, value] of Object.entries(extra ?? {})) put(key, value);
  return params;
}

/** Number of active filters shown on the reset button. */
export function countActiveFilters(filters: SearchFilters): number {
  return [
    filters.q,
    filters.keywords.length > 0,
    filters.location,
    filters.type,
    filters.duration,
    (filters.timeFrame && filters.timeFrame !== 'all') || filters.dateFrom || filters.dateTo,
    filters.sector,
    filters.company,
    filters.ausbildungStart.length > 0,
    filters.minVergutung > 0,
  ].filter(Boolean).length;
}

/** product.md section 4: setting either date switches the time frame to custom; clearing both sets it to all. */
export function withDates(filters: SearchFilters, dateFrom: string, dateTo: string): SearchFilters {
  const next = { ...filters, dateFrom, dateTo };
  if (dateFrom || dateTo) next.timeFrame = 'custom';
  else next.timeFrame = '';
  return next;
}
