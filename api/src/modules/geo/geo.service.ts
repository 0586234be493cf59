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

  search(query: string): GeoPlace[] {
    const text = query.trim();
    return text.length < MIN_QUERY_LENGTH ? [] : this.gazetteer.searchPlaces(text, MAX_SUGGESTIONS);
  }

  reverse(latitude: number, longitude: number): GeoPlace | null {
    return this.gazetteer.nearestPlace(latitude, longitude);
  }
}
