/** Business constants of product.md section 9. */
export const RADIUS_OPTIONS_KM = [2, 5, 10, 25, 50, 100, 200] as const;
export const DEFAULT_RADIUS_KM = 25;
export const MIN_PAY_OPTIONS_EUR = [0, 500, 700, 900, 1000] as const;
export const SORT_OPTIONS = [
  { value: 'relevance', label: 'Relevanz' },
  { value: 'newest', label: 'Neueste zuerst' },
  { value: 'oldest', label: 'Älteste zuerst' },
  { value: 'distance', label: 'Entfernung' },
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]['value'];
export const SORT_VALUES = SORT_OPTIONS.map((option) => option.value) as [SortValue, ...SortValue[]];

/**
 * product.md section 5: a filter that is empty, null or "all" is no filter at all. Kept here, free of zod, because the
 * browser's search page reads its URL with it and must not pull the schema library into its first download.
 */
export function isIgnoredFilterValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && ['', 'null', 'undefined', 'all'].includes(value.trim().toLowerCase()))
  );
}

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 100;
export const HOME_INTERNSHIP_COUNT = 6;
export const HOME_EVENT_COUNT = 3;
export const EARTH_RADIUS_KM = 6371;
export const LISTING_STATUSES = ['entwurf', 'aktiv', 'pausiert', 'abgelaufen'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  entwurf: 'Entwurf',
  aktiv: 'Aktiv',
  pausiert: 'Pausiert',
  abgelaufen: 'Abgelaufen',
};
