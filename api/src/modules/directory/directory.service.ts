import { Inject, Injectable } from '@nestjs/common';
import type { Meilisearch } from 'meilisearch';
import { distanceInCircleKm, type CompanyView, type EventView, type ListingCard } from '@praxisnah/contracts';
import {
  IndexNamespace,
  toCompanyView,
  toEventView,
  LISTING_CARD_ATTRIBUTES,
  toListingCard,
  type CompanyDocument,
  type EventDocument,
  type ListingCardHit,
} from '@praxisnah/read-models';
import { MEILI } from '../../shared/search/meili.module';
import type { SearchPlace } from '../geo/search-place';
import { ListingIndexReader } from '../search/listing-index.reader';
import { notBefore, quote, startOfToday } from '../search/listing-filter.builder';
import { SearchAreas } from '../search/search-areas';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Companies and events as visitors browse them, read from their Meilisearch read models. */
@Injectable()
export class DirectoryService {
  constructor(
    @Inject(MEILI) private readonly meili: Meilisearch,
    private readonly indexes: IndexNamespace,
    private readonly listings: ListingIndexReader,
    private readonly areas: SearchAreas,
  ) {}

  /** Most active companies first (internships plus events), as the directory and the map show them. */
  async companies(limit: number): Promise<CompanyView[]> {
    const result = await this.meili
      .index<CompanyDocument>(this.indexes.uid('companies'))
      .search('', { sort: ['rank:desc', 'name:asc'], limit });
    return result.hits.map(toCompanyView);
  }

  async company(idOrSlug: string): Promise<CompanyView | null> {
    const filter = UUID.test(idOrSlug) ? `id = ${quote(idOrSlug.toLowerCase())}` : `slug = ${quote(idOrSlug)}`;
    const result = await this.meili.index<CompanyDocument>(this.indexes.uid('companies')).search('', { filter, limit: 1 });
    return result.hits[0] ? toCompanyView(result.hits[0]) : null;
  }

  /** Newest first, a listing published a moment ago included (from the recent index). */
  async companyListings(companyId: string, now = new Date()): Promise<ListingCard[]> {
    const [result] = await this.listings.multiSearch<ListingCardHit>([
      {
        query: {
          indexUid: this.indexes.uid('listings'),
          filter: [`company.id = ${quote(companyId)}`, notBefore('validToTs', startOfToday(now))],
          sort: ['createdAtTs:desc'],
          limit: 100,
          attributesToRetrieve: LISTING_CARD_ATTRIBUTES,
        },
        hits: 'ranked',
      },
    ]);
    return (result?.hits ?? []).map(toListingCard);
  }

  /**
   * Upcoming events by date, then past ones, most recent first; with a place, those in its circle or its Land. A circle
   * is asked for by its grid cells, which reach a little beyond it, so the hits are cut to the exact distance here.
   */
  async events(options: { companyId?: string; limit: number; place?: SearchPlace }, now = new Date()): Promise<EventView[]> {
    const { place, limit } = options;
    if (place?.unresolvedPlace !== undefined) return [];
    const today = startOfToday(now);
    const where = [
      ...(options.companyId ? [`company.id = ${quote(options.companyId)}`] : []),
      ...(place?.state ? [`state = ${quote(place.state)}`] : []),
      ...(place?.center ? [this.areas.around(place.center).cover] : []),
    ];
    const circle = place?.center;
    const inside = (event: EventDocument) => !circle || distanceInCircleKm(circle, event) !== null;
    const [upcoming, past] = await Promise.all([
      this.eventsWhere([...where, `eventDateTs >= ${today}`], 'eventDateTs:asc', limit, inside),
      this.eventsWhere([...where, `eventDateTs < ${today}`], 'eventDateTs:desc', limit, inside),
    ]);
    return [...upcoming, ...past].slice(0, limit).map(toEventView);
  }

  /** Up to `limit` events that pass `keep`, page by page: a circle's cells may hold events just outside it. */
  private async eventsWhere(
    filter: string[],
    sort: string,
    limit: number,
    keep: (event: EventDocument) => boolean,
  ): Promise<EventDocument[]> {
    const index = this.meili.index<EventDocument>(this.indexes.uid('events'));
    const kept: EventDocument[] = [];
    for (let offset = 0; kept.length < limit; offset += limit) {
      const { hits } = await index.search('', { filter, sort: [sort], limit, offset });
      kept.push(...hits.filter(keep));
      if (hits.length < limit) break;
    }
    return kept.slice(0, limit);
  }

  async event(id: string): Promise<EventView | null> {
    const result = await this.meili.index<EventDocument>(this.indexes.uid('events')).search('', { filter: `id = ${quote(id)}`, limit: 1 });
    return result.hits[0] ? toEventView(result.hits[0]) : null;
  }
}
