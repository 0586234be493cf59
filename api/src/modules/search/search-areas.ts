import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { coverCircle } from '@praxisnah/contracts';
import { inList, type GeoCircle } from './listing-filter.builder';

/** A circle as filter conditions on the listings' `geoCells`. */
export interface SearchArea {
  /** Every cell that may hold a point of the circle. */
  cover: string;
  /** The cells its border cuts: their listings need the exact distance check. */
  edge: string;
}

/**
 * Covers of the circles searched lately. Most searches are around a place from the gazetteer, so the same few
 * thousand circles come again and again, and a cover costs about a millisecond to compute.
 */
@Injectable()
export class SearchAreas {
  private readonly areas = new LRUCache<string, SearchArea>({ max: 2000 });

  around(circle: GeoCircle): SearchArea {
    const key = `${circle.latitude},${circle.longitude},${circle.radiusKm}`;
    let area = this.areas.get(key);
    if (!area) {
      const { inside, edge } = coverCircle(circle.latitude, circle.longitude, circle.radiusKm);
      area = { cover: inList('geoCells', [...inside, ...edge]), edge: inList('geoCells', edge) };
      this.areas.set(key, area);
    }
    return area;
  }
}
