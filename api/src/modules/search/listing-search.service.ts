import { Injectable } from '@nestjs/common';
import type { MultiSearchQuery } from 'meilisearch';
import {
  IndexNamespace,
  DEFAULT_RADIUS_KM,
  haversineKm,
  LISTING_CARD_ATTRIBUTES,
  LISTING_HIT_ATTRIBUTES,
  toListingCard,
  type ListingCard,
  type ListingCardHit,
  type ListingDetail,
  type ListingHitRef,
  type ListingSearchParams,
  type ListingDocument,
  toListingDetail,
} from '@praxisnah/contracts';
import { MeiliReader } from '../../shared/search/meili-reader';
import { searchPlaces } from '../geo/gazetteer';
import { ListingCardCache } from './listing-card-cache';
import { buildListingFilter, FacetFilterName, filterExpression, GeoCircle } from './listing-filter.builder';
import { parseLocationText } from './location-text';
import type { CardJson, ListingSearchPage } from './search-page';

const INTERNSHIP_FACETS: FacetFilterName[] = ['sector.key', 'type.key', 'duration'];
const AUSBILDUNG_FACETS: FacetFilterName[] = ['sector.key', 'ausbildungStart'];

interface ResolvedCenter extends GeoCircle {
  label: string;
}

/** Every visitor search runs against the Meilisearch read model; PostgreSQL is never asked. */
@Injectable()
export class ListingSearchService {
  constructor(
    private readonly meili: MeiliReader,
    private readonly indexes: IndexNamespace,
    private readonly cards: ListingCardCache,
  ) {}

  async search(params: ListingSearchParams, isAusbildung: boolean, now = new Date()): Promise<ListingSearchPage> {
    const { center, unresolvedPlace } = this.resolveCenter(params);
    const filter = buildListingFilter(params, isAusbildung, center, now);
    const q = [params.q, ...(params.keywords ?? []), unresolvedPlace].filter(Boolean).join(' ');
    const indexUid = this.indexes.uid('listings');
    const facetNames = isAusbildung ? AUSBILDUNG_FACETS : INTERNSHIP_FACETS;
    // Disjunctive facets: each filtered facet is counted without its own condition, so other options keep their counts.
    const filteredFacets = facetNames.filter((name) => filter.facets[name]);
    const main: MultiSearchQuery = {
      indexUid,
      q,
      filter: filterExpression(filter),
      facets: facetNames.filter((name) => !filter.facets[name]),
      page: params.page,
      hitsPerPage: params.pageSize,
      sort: this.sortFor(params.sort, center),
      matchingStrategy: params.keywords?.length ? 'all' : 'last',
      // Which cards, in which state, and where: the cards themselves come from the card cache.
      attributesToRetrieve: LISTING_HIT_ATTRIBUTES,
    };
    const facetQueries: MultiSearchQuery[] = filteredFacets.map((name) => ({
      indexUid,
      q,
      filter: filterExpression(filter, name),
      facets: [name],
      limit: 0,
      matchingStrategy: main.matchingStrategy,
    }));
    const { results } = await this.meili.multiSearch<ListingHitRef>({ queries: [main, ...facetQueries] });
    const [mainResult, ...facetResults] = results;
    const facets: Record<string, Record<string, number>> = { ...(mainResult?.facetDistribution ?? {}) };
    for (const result of facetResults) Object.assign(facets, result.facetDistribution ?? {});
    const hits = mainResult?.hits ?? [];
    const inside = this.withDistance(hits, center);
    const bodies = await this.cards.bodies(inside.map(({ hit }) => hit));
    const items = inside.flatMap(({ distanceKm }, position): CardJson[] => {
      const body = bodies[position];
      return body ? [{ body, distanceKm }] : [];
    });
    const dropped = hits.length - items.length;
    return {
      items,
      total: Math.max(0, (mainResult?.totalHits ?? mainResult?.estimatedTotalHits ?? hits.length) - dropped),
      page: params.page,
      pageSize: params.pageSize,
      facets,
      center: center ? { latitude: center.latitude, longitude: center.longitude, radius: center.radiusKm, label: center.label } : null,
    };
  }

  async newest(pageSize: number, isAusbildung: boolean, now = new Date()): Promise<ListingCard[]> {
    const today = Math.floor(Date.parse(now.toISOString().slice(0, 10)) / 1000);
    const result = await this.meili.search<ListingCardHit>(this.indexes.uid('listings'), {
      filter: [`isAusbildung = ${isAusbildung}`, `validToTs >= ${today}`],
      sort: ['createdAtTs:desc'],
      limit: pageSize,
      attributesToRetrieve: LISTING_CARD_ATTRIBUTES,
    });
    return result.hits.map(toListingCard);
  }

  /** Only public listings are in the index, so a missing document means "not found" for visitors. */
  async detail(id: string, now = new Date()): Promise<ListingDetail | null> {
    try {
      const document = await this.meili.getDocument<ListingDocument>(this.indexes.uid('listings'), id);
      const today = Math.floor(Date.parse(now.toISOString().slice(0, 10)) / 1000);
      return document.validToTs >= today ? toListingDetail(document) : null;
    } catch (error) {
      if ((error as { cause?: { code?: string } }).cause?.code === 'document_not_found') return null;
      throw error;
    }
  }

  private resolveCenter(params: ListingSearchParams): { center: ResolvedCenter | null; unresolvedPlace?: string } {
    if (params.lat !== undefined && params.lon !== undefined) {
      return {
        center: { latitude: params.lat, longitude: params.lon, radiusKm: params.radius ?? DEFAULT_RADIUS_KM, label: 'Mein Standort' },
      };
    }
    if (!params.location) return { center: null };
    const { place, radiusKm } = parseLocationText(params.location);
    const [found] = place.length >= 2 ? searchPlaces(place, 1) : [];
    if (!found) return { center: null, unresolvedPlace: place };
    return {
      center: {
        latitude: found.latitude,
        longitude: found.longitude,
        radiusKm: params.radius ?? radiusKm ?? DEFAULT_RADIUS_KM,
        label: found.name,
      },
    };
  }

  private sortFor(sort: ListingSearchParams['sort'], center: GeoCircle | null): string[] | undefined {
    if (sort === 'newest') return ['createdAtTs:desc'];
    if (sort === 'oldest') return ['createdAtTs:asc'];
    if (sort === 'distance' && center) return [`_geoPoint(${center.latitude.toFixed(6)}, ${center.longitude.toFixed(6)}):asc`];
    return undefined;
  }

  /**
   * With a place, the great-circle distance (6371 km) of each hit, dropping the few hits Meilisearch's slightly wider
   * circle let in.
   */
  private withDistance(hits: ListingHitRef[], center: GeoCircle | null): { hit: ListingHitRef; distanceKm?: number }[] {
    if (!center) return hits.map((hit) => ({ hit }));
    const inside: { hit: ListingHitRef; distanceKm: number }[] = [];
    for (const hit of hits) {
      if (hit.latitude === null || hit.longitude === null) continue;
      const distanceKm = haversineKm(center.latitude, center.longitude, hit.latitude, hit.longitude);
      if (distanceKm <= center.radiusKm) inside.push({ hit, distanceKm: Math.round(distanceKm * 10) / 10 });
    }
    return inside;
  }
}
