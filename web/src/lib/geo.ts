import { EARTH_RADIUS_KM } from '@praxisnah/contracts';

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine) in km with the earth radius of SPEC section 9. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = toRadians(lat2 - lat1);
  const dLon = toRadians(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
