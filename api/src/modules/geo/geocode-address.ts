import { searchPlaces } from './gazetteer';

export interface AddressParts {
  address?: string | null;
  zip?: string | null;
  city?: string | null;
}

/** Offline geocoding of a German address to its place: the postcode is most precise, the city next. */
export function geocodeAddress(parts: AddressParts): { latitude: number; longitude: number } | null {
  for (const query of [parts.zip, parts.city]) {
    if (!query) continue;
    const [place] = searchPlaces(query, 1);
    if (place) return { latitude: place.latitude, longitude: place.longitude };
  }
  return null;
}
