import type { GeoPlace } from '@praxisnah/contracts';
import { apiRequest } from '@/lib/api-client';

/** Reverse geocoding through our own geocoder; a failure returns null (product.md section 8). */
export async function reverseGeocode(latitude: number, longitude: number): Promise<GeoPlace | null> {
  try {
    return await apiRequest<GeoPlace | null>('/api/geo/reverse', { query: { lat: latitude, lon: longitude } });
  } catch {
    return null;
  }
}
