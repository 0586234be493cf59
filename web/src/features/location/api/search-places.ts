import type { GeoPlace } from '@praxisnah/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Forward geocoding through our own offline geocoder (Germany only). Failures return nothing. */
export async function searchPlaces(q: string): Promise<GeoPlace[]> {
  try {
    return await apiRequest<GeoPlace[]>('/api/geo/search', { query: { q } });
  } catch {
    return [];
  }
}

export const searchPlacesQueryOptions = (q: string) =>
  queryOptions({ queryKey: ['geo', 'search', q.trim().toLowerCase()], queryFn: () => searchPlaces(q) });
