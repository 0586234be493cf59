import { INDEX_SETTINGS } from './indexes';

/**
 * Recently changed listings, served from a second, small Meilisearch instance until the large listings index has
 * applied them. Meilisearch applies one batch at a time per instance, so a new listing queued behind the large index's
 * batches (0.9–1.7 s at a million listings) is searchable in the small one within about 0.2–0.4 s
 * (bench/RESULTS.md §3, "A small index beside the large one").
 *
 * The workers write a changed listing to the recent index first, then record its id and the write's stamp in a Redis
 * hash: searches leave the large index's copy of every id in that hash out, so an older copy never shows beside the
 * new one (a listing taken offline disappears at once, with no recent copy). Once the large index has applied the
 * same change, the id leaves the hash and the recent copy is deleted, unless a later write has replaced it meanwhile.
 */

/**
 * A company's change (its name, its place) reaches all its listings at once through the recent index: the workers
 * write every public listing of the company there, then name the company in a second hash, and searches leave the
 * large index's copies of that company's listings out, however many there are. The large index takes the same
 * documents at its own pace (a minute for 10,000 at a million listings under load); once it holds them, the company
 * leaves the hash and its copies are deleted. While a company's copies are being written it is named in a third hash,
 * so no settling deletes them before they are searched.
 */
export function recentCompaniesKey(listingsUid: string): string {
  return `${recentListingsKey(listingsUid)}:companies`;
}

/** The companies whose listings are being written to the recent index (not searched there yet). */
export function fillingCompaniesKey(listingsUid: string): string {
  return `${recentListingsKey(listingsUid)}:companies-filling`;
}

/**
 * Which write made a recent copy: one number per write, increasing across all workers. Not the listing's version: a
 * company's rename changes what its listings show without changing their versions, so two renames in a row write the
 * same version twice, and the first one's settling must not delete the second one's copies.
 */
export const RECENT_STAMP_FIELD = 'recentStamp';

/**
 * Above this many recent ids a rebuild (a recount, a sweep) goes straight to the large index: every search carries
 * the ids as a filter, so the hash must stay small. A company's change goes by company instead (recentCompaniesKey).
 */
export const MAX_RECENT_LISTINGS = 250;

/**
 * The same ranking as the large index, so both answer a search alike; plus the stamp the workers delete by. Built when
 * asked: the listings settings read the German dictionary.
 */
export function recentListingsSettings(): Record<string, unknown> {
  const listings = INDEX_SETTINGS.listings;
  return {
    ...listings,
    filterableAttributes: [
      ...(listings.filterableAttributes as unknown[]),
      { attributePatterns: [RECENT_STAMP_FIELD], features: { facetSearch: false, filter: { equality: true, comparison: true } } },
    ],
  };
}

/** The Redis hash of recent listing ids (field) and stamps (value), per listings index. */
export function recentListingsKey(listingsUid: string): string {
  return `praxisnah:recent-listings:${listingsUid}`;
}

/** The counter the stamps come from. */
export function recentStampKey(listingsUid: string): string {
  return `${recentListingsKey(listingsUid)}:stamp`;
}

/** Published on every change of the hash, so the API's copy of it follows within milliseconds. */
export function recentListingsChannel(listingsUid: string): string {
  return `${recentListingsKey(listingsUid)}:changed`;
}
