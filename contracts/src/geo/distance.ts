import { EARTH_RADIUS_KM } from '../catalog/search-options';

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in km on a sphere of 6371 km (product.md section 5), the same figure the radius filter uses. */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = toRadians(lat2 - lat1);
  const dLon = toRadians(lon2 - lon1);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLon / 2) ** 2;
  // min() guards asin against rounding just above 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** How far a point lies from the circle's centre when it lies inside the circle; null outside it or without a place. */
export function distanceInCircleKm(
  circle: { latitude: number; longitude: number; radiusKm: number },
  point: { latitude: number | null; longitude: number | null },
): number | null {
  if (point.latitude === null || point.longitude === null) return null;
  const distanceKm = haversineKm(circle.latitude, circle.longitude, point.latitude, point.longitude);
  return distanceKm <= circle.radiusKm ? distanceKm : null;
}
