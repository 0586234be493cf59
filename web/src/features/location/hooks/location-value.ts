import { DEFAULT_RADIUS_KM, federalStateNamed, formatLocationText, parseLocationText } from '@praxisnah/contracts';
import { t } from '@/lib/messages';
import { session } from '../../../lib/storage';

export interface LocationSelection {
  address: string;
  radius: number;
  latitude?: number;
  longitude?: number;
  /** A Land, named by `address` and searched whole: no circle, so no coordinates. */
  area?: 'federalState';
}

/** The place's name when the device position has none; read when used, so an admin's wording applies. */
export const myLocationLabel = () => t('location.myLocation');
/** A search link's place that also means this session's position (a word of the URL, not shown). */
const CURRENT_LOCATION_LABEL = 'Aktueller Standort';

/** "Köln (25 km Umkreis)" → { address: 'Köln', radius: 25 }. A radius of 0 or less removes the location (product.md section 5). */
export function parseLocationParam(value: string | null | undefined): LocationSelection | null {
  if (!value?.trim()) return null;
  const { place: address, radiusKm: radius = DEFAULT_RADIUS_KM } = parseLocationText(value);
  if (!address || !(radius > 0)) return null;
  const state = federalStateNamed(address);
  if (state) return { address: state, radius, area: 'federalState' };
  const coordinates = rememberedCoordinates(address);
  return { address, radius, ...coordinates };
}

/** A Land is written by its name alone: it is searched whole, a radius would say otherwise. */
export function formatLocationParam(selection: LocationSelection | null): string | undefined {
  if (!selection || !(selection.radius > 0) || !selection.address.trim()) return undefined;
  if (selection.area === 'federalState') return selection.address.trim();
  return formatLocationText(selection.address, selection.radius);
}

/** The place as the listing and event searches take it: coordinates when known, else the name (a Land, a typed place). */
export function placeQuery(location: LocationSelection | null): { lat?: number; lon?: number; location?: string; radius?: number } {
  if (!location) return {};
  const { latitude, longitude, radius } = location;
  return latitude !== undefined && longitude !== undefined
    ? { lat: latitude, lon: longitude, radius }
    : { location: location.address, radius };
}

/* Places the visitor picked in this tab, so a URL that only carries the name can still search by coordinates. */
const remembered = new Map<string, { latitude: number; longitude: number }>();

export function rememberPlace(address: string, latitude: number, longitude: number): void {
  remembered.set(address.trim().toLowerCase(), { latitude, longitude });
}

function rememberedCoordinates(address: string): { latitude?: number; longitude?: number } {
  const key = address.trim().toLowerCase();
  const known = remembered.get(key);
  if (known) return known;
  const stored = readSessionLocation();
  if (stored && (key === stored.city?.toLowerCase() || isUnnamedPosition(address))) {
    return { latitude: stored.latitude, longitude: stored.longitude };
  }
  return {};
}

/** A place named only "Mein Standort" (the device's position, no town found for it): a text says "deinen Standort". */
export function isUnnamedPosition(name: string): boolean {
  const key = name.trim().toLowerCase();
  return key === myLocationLabel().toLowerCase() || key === CURRENT_LOCATION_LABEL.toLowerCase();
}

/** Session-scoped location values of product.md section 3: userLat, userLon, userCity. */
export function readSessionLocation(): { latitude: number; longitude: number; city: string | null } | null {
  const latitude = Number(session.get('userLat'));
  const longitude = Number(session.get('userLon'));
  if (!session.get('userLat') || !session.get('userLon') || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return { latitude, longitude, city: session.get('userCity') };
}

export function writeSessionLocation(latitude: number, longitude: number, city?: string | null): void {
  session.set('userLat', String(latitude));
  session.set('userLon', String(longitude));
  if (city) session.set('userCity', city);
}

/* product.md section 4: the visitor's "location removed" choice is stored locally per page and cleared when a new one is chosen. */
const removedKey = (page: string) => `praxisnah_location_removed_${page}`;

export function isLocationRemoved(page: string): boolean {
  try {
    return localStorage.getItem(removedKey(page)) === 'true';
  } catch {
    return false;
  }
}

export function setLocationRemoved(page: string, removed: boolean): void {
  try {
    if (removed) localStorage.setItem(removedKey(page), 'true');
    else localStorage.removeItem(removedKey(page));
  } catch {
    // storage unavailable
  }
}
