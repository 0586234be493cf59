import { MAX_FACT_TEXT_LENGTH, normaliseQuery, type ListingSearchParams } from '@praxisnah/contracts';
import type { Gazetteer } from '../geo/gazetteer';
import { parseSmartQuery } from '../search/smart-query/smart-query-parser';
import type { ListingSearchPage } from '../search/search-page';
import type { FactInput } from './analytics-recorder';

/** Filters worth counting; positions, paging and sorting are left out. */
const COUNTED_FILTERS = [
  'type',
  'duration',
  'timeFrame',
  'dateFrom',
  'dateTo',
  'ausbildungStart',
  'minVergutung',
  'radius',
  'company',
] as const;

/** The sector a search's words name ("Mechatroniker" → industrie_produktion), so searches without a sector filter count for it too. */
function sectorNamedIn(query: string): string {
  if (!query) return '';
  try {
    return parseSmartQuery(query, { searchPlaces: () => [] }).sector ?? '';
  } catch {
    return '';
  }
}

/**
 * A search as a fact: its normalised words, vertical, filters and result count, and the place it was around rounded
 * to that place's municipality and centre (and its district), so a visitor's own position is never recorded.
 */
export function searchFact(
  params: ListingSearchParams,
  isAusbildung: boolean,
  page: Pick<ListingSearchPage, 'total' | 'center' | 'interpretation'>,
  places: Pick<Gazetteer, 'nearestMunicipality'>,
): FactInput {
  const nearest = page.center ? places.nearestMunicipality(page.center.latitude, page.center.longitude) : null;
  const place = nearest?.place ?? null;
  const filters: Record<string, string> = {};
  for (const name of COUNTED_FILTERS) {
    const value: unknown = params[name as keyof ListingSearchParams];
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
    filters[name] = (Array.isArray(value) ? value.join(',') : String(value)).slice(0, MAX_FACT_TEXT_LENGTH);
  }
  const query = normaliseQuery([params.q, ...(params.keywords ?? [])].filter(Boolean).join(' '))
    .slice(0, MAX_FACT_TEXT_LENGTH)
    .trimEnd();
  return {
    type: 'search',
    entityId: null,
    companyId: null,
    vertical: isAusbildung ? 'ausbildung' : 'praktikum',
    position: place ? { latitude: place.latitude, longitude: place.longitude } : null,
    search: {
      query,
      sector: params.sector?.length === 1 ? params.sector[0]! : sectorNamedIn(query),
      place: place?.name ?? '',
      districtCode: nearest?.districtCode ?? null,
      filters,
      // A related job's listings shown instead are no results for the job typed: operators see it is offered nowhere.
      results: page.interpretation?.relatedJob ? 0 : page.total,
    },
  };
}
