import { Injectable } from '@nestjs/common';
import type { GeoPlace } from '@praxisnah/contracts';
import { Gazetteer } from './gazetteer';

/** product.md section 5: the location input searches only from two characters on. */
const MIN_QUERY_LENGTH = 2;
const MAX_SUGGESTIONS = 5;

/** Offline geocoding for the location inputs: place or postcode to coordinates, and a position back to its place. */
@Injectable()
export class GeoService {
  constructor(private readonly gazetteer: Gazetteer) {}

  /** A Land typed whole ("Bayern", "NRW") comes first: whoever types it means the Land, not a village of its name. */
  search(query: string): GeoPlace[] {
    const text = query.trim();
    if (text.length < MIN_QUERY_LENGTH) return [];
    const state = this.gazetteer.federalState(text);
    const places = this.gazetteer.searchPlaces(text, state ? MAX_SUGGESTIONS - 1 : MAX_SUGGESTIONS);
    return state ? [state, ...places] : places;
  }

  reverse(latitude: number, longitude: number): GeoPlace | null {
    return this.gazetteer.nearestPlace(latitude, longitude);
  }
}
