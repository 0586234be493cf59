import { type ListingSearchParams } from '@praxisnah/contracts';
import { dateToSeconds as toSeconds, OPEN_END_TS } from '@praxisnah/read-models';
import { berlinDate } from '../../shared/calendar/berlin-date';

/** A filter value is always quoted and escaped, so no user input can change an expression's meaning. */
export function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

export const inList = (attribute: string, values: readonly string[]) => `${attribute} IN [${values.map(quote).join(', ')}]`;

const DAY_SECONDS = 86_400;

/** The start of `now`'s day in Berlin, in the seconds end dates are stored as: listings stay public through their end date. */
export const startOfToday = (now: Date) => toSeconds(berlinDate(now));

function monthRange(yearMonth: string): [number, number] {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  return [Date.UTC(year, month - 1, 1) / 1000, Date.UTC(year, month, 1) / 1000 - 1];
}

/** The validity window a listing must overlap for the chosen time frame, or null for any time. */
export function timeWindow(params: Pick<ListingSearchParams, 'timeFrame' | 'dateFrom' | 'dateTo'>, now: Date): [number, number] | null {
  const today = startOfToday(now);
  if (params.timeFrame === 'current') return [today, today + DAY_SECONDS - 1];
  if (params.timeFrame && /^\d{4}-\d{2}$/.test(params.timeFrame)) return monthRange(params.timeFrame);
  if (params.dateFrom || params.dateTo) {
    const from = params.dateFrom ? toSeconds(params.dateFrom) : 0;
    const to = params.dateTo ? toSeconds(params.dateTo) + DAY_SECONDS - 1 : OPEN_END_TS;
    return [from, to];
  }
  return null;
}

export type FacetFilterName = 'sector.key' | 'type.key' | 'duration' | 'ausbildungStart';

export interface ListingFilter {
  /** Conditions that every facet count also respects. */
  base: string[];
  /** Conditions on a facet attribute, left out when counting that facet's own options. */
  facets: Partial<Record<FacetFilterName, string>>;
}

export interface GeoCircle {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/**
 * `attribute >= value` and `attribute <= value` for a number every document has (the validity dates). Meilisearch
 * gathers a range's documents value by value: "valid until today or later" holds nearly every listing and took 1.3 ms
 * of each query at 800,000 listings; the listings before today (those expired since the workers' last expiry run) are
 * few, and leaving them out costs 0.1 ms (bench/profile-search.ts). Not for attributes that may be null: NOT keeps those.
 */
export const notBefore = (attribute: 'validFromTs' | 'validToTs', value: number) => `NOT ${attribute} < ${value}`;
export const notAfter = (attribute: 'validFromTs' | 'validToTs', value: number) => `NOT ${attribute} > ${value}`;

/** `inList` for listing ids, e.g. to leave out the listings of a circle's edge cells that lie just outside it. */
export const notInIds = (ids: readonly string[]) => `NOT ${inList('id', ids)}`;

/** The filter of a search, without a place's circle (see withinArea). */
export function buildListingFilter(params: ListingSearchParams, isAusbildung: boolean, now: Date): ListingFilter {
  const today = startOfToday(now);
  const base = [`isAusbildung = ${isAusbildung}`, notBefore('validToTs', today)];
  const window = timeWindow(params, now);
  if (window) base.push(notAfter('validFromTs', window[1]), notBefore('validToTs', window[0]));
  if (params.company) base.push(`(company.id = ${quote(params.company)} OR company.slug = ${quote(params.company)})`);
  if (params.minVergutung !== undefined && params.minVergutung > 0) base.push(`vergütung1Jahr >= ${Math.round(params.minVergutung * 100)}`);
  const facets: ListingFilter['facets'] = {};
  if (params.sector?.length) facets['sector.key'] = inList('sector.key', params.sector);
  if (params.type?.length) facets['type.key'] = inList('type.key', params.type);
  if (params.duration?.length) facets.duration = inList('duration', params.duration);
  if (params.ausbildungStart?.length) facets.ausbildungStart = inList('ausbildungStart', params.ausbildungStart);
  return { base, facets };
}

/** The filter limited to a circle: its conditions (see SearchAreas) join the base, so every count respects them. */
export function withinArea(filter: ListingFilter, area: readonly string[]): ListingFilter {
  return { ...filter, base: [...filter.base, ...area] };
}

export function filterExpression(filter: ListingFilter, without?: FacetFilterName): string[] {
  return [
    ...filter.base,
    ...Object.entries(filter.facets)
      .filter(([name]) => name !== without)
      .map(([, condition]) => condition),
  ];
}
