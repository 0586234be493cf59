import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { LISTING_CARD_ATTRIBUTES, toListingCard, type ListingCardHit, type ListingHitRef } from '@praxisnah/read-models';
import { ListingIndexReader } from './listing-index.reader';

/** About 1.1 KB each: some 25 MB for the cards of the most searched listings. */
export const LISTING_CARD_CACHE_SIZE = 20_000;

interface CachedCard {
  hash: string;
  /** The card's JSON without its closing brace, so a distance can still be appended. */
  body: Buffer;
}

type FetchedCard = ListingCardHit & { cardHash?: string };

/**
 * Listing cards as ready-to-send JSON bytes, by listing id and content hash. Searches ask Meilisearch only for each
 * hit's id, hash and coordinates; the cards come from here. A card that is not cached, or whose hash differs from the
 * hit's (the listing or its company changed since), is fetched by id from the index that holds its current version, so a page never shows a card
 * older than the search that found it. Which listings a page holds is always Meilisearch's answer.
 */
@Injectable()
export class ListingCardCache {
  private readonly cards = new LRUCache<string, CachedCard>({ max: LISTING_CARD_CACHE_SIZE });

  constructor(private readonly listings: ListingIndexReader) {}

  /** The cards of these hits in their order; undefined for a listing that left the index in the meantime. */
  async bodies(hits: readonly ListingHitRef[]): Promise<(Buffer | undefined)[]> {
    const found = new Map<string, Buffer>();
    const missing: string[] = [];
    for (const hit of hits) {
      const cached = this.cards.get(hit.id);
      if (cached && hit.cardHash !== undefined && cached.hash === hit.cardHash) found.set(hit.id, cached.body);
      else missing.push(hit.id);
    }
    if (missing.length) for (const [id, body] of await this.load(missing)) found.set(id, body);
    return hits.map((hit) => found.get(hit.id));
  }

  private async load(ids: readonly string[]): Promise<Map<string, Buffer>> {
    const documents = await this.listings.fetchDocuments<FetchedCard>(ids, [...LISTING_CARD_ATTRIBUTES, 'cardHash']);
    const loaded = new Map<string, Buffer>();
    for (const { cardHash, ...hit } of documents) {
      const body = Buffer.from(JSON.stringify(toListingCard(hit)).slice(0, -1));
      // A document from before content hashes can be served, but not recognised as current later.
      if (cardHash !== undefined) this.cards.set(hit.id, { hash: cardHash, body });
      loaded.set(hit.id, body);
    }
    return loaded;
  }
}
