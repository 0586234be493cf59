import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { GeoPlace } from '@praxisnah/contracts';
import { loadGazetteer, nearestPlace, searchPlaces } from './gazetteer';

/** SPEC section 5: the location input searches only from two characters on. */
const MIN_QUERY_LENGTH = 2;
const MAX_SUGGESTIONS = 5;

/** Offline geocoding for the location inputs: place or postcode to coordinates, and a position back to its place. */
@Injectable()
export class GeoService implements OnModuleInit {
  /** Builds the gazetteer at boot: missing data stops start-up, and the first visitor does not wait for it. */
  onModuleInit(): void {
    loadGazetteer();
  }

  search(query: string): GeoPlace[] {
    const text = query.trim();
    return text.length < MIN_QUERY_LENGTH ? [] : searchPlaces(text, MAX_SUGGESTIONS);
  }

  reverse(latitude: number, longitude: number): GeoPlace | null {
    return nearestPlace(latitude, longitude);
  }
}
