import { DEFAULT_RADIUS_KM, federalStateNamed, parseLocationText } from '@praxisnah/contracts';
import type { Gazetteer } from './gazetteer';

/** Where a visitor searches, as the listing and event searches take it: coordinates, or a place named as text. */
export interface PlaceParams {
  lat?: number;
  lon?: number;
  radius?: number;
  /** "Köln (25 km Umkreis)", "50667 Köln", "Bayern". */
  location?: string;
}

export interface PlaceCircle {
  latitude: number;
  longitude: number;
  radiusKm: number;
  /** The place's name as the page shows it ("Köln", "Mein Standort"). */
  label: string;
}

/** A circle, a Land (searched whole, by the `state` of each document), or a name no place answers to. */
export interface SearchPlace {
  center: PlaceCircle | null;
  state?: string;
  unresolvedPlace?: string;
}

/** The Land a search's place names whole, without coordinates: no circle, its documents are those whose postcode lies in it. */
export function federalStateOf(params: PlaceParams): string | null {
  if (params.lat !== undefined || !params.location) return null;
  return federalStateNamed(parseLocationText(params.location).place);
}

export function resolveSearchPlace(gazetteer: Gazetteer, params: PlaceParams): SearchPlace {
  if (params.lat !== undefined && params.lon !== undefined) {
    return {
      center: { latitude: params.lat, longitude: params.lon, radiusKm: params.radius ?? DEFAULT_RADIUS_KM, label: 'Mein Standort' },
    };
  }
  if (!params.location) return { center: null };
  const state = federalStateOf(params);
  if (state) return { center: null, state };
  const { place, radiusKm } = parseLocationText(params.location);
  const [found] = place.length >= 2 ? gazetteer.searchPlaces(place, 1) : [];
  if (!found) return { center: null, unresolvedPlace: place };
  return {
    center: {
      latitude: found.latitude,
      longitude: found.longitude,
      radiusKm: params.radius ?? radiusKm ?? found.radiusKm ?? DEFAULT_RADIUS_KM,
      label: found.name,
    },
  };
}
