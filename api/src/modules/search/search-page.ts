import type { ListingSearchResult } from '@praxisnah/contracts';

/** A JSON answer already serialised to UTF-8, with the type of the value it encodes. */
export type SerializedJson<T> = Buffer & { readonly __encodes?: T };

/** One card of a page: its JSON from the card cache (without the closing brace), and its distance when a place is known. */
export interface CardJson {
  body: Buffer;
  distanceKm?: number;
}

/** A search result whose cards are still JSON bytes, plus whatever else an endpoint answers with (e.g. smart search's). */
export type ListingSearchPage<Extra extends object = object> = Omit<ListingSearchResult, 'items' | 'relatedItems'> &
  Extra & { items: CardJson[]; relatedItems?: CardJson[] };

const COMMA = Buffer.from(',');
const CARD_CLOSE = Buffer.from('}');

/** Cards as the bytes of a JSON array's elements. */
function cardsJson(cards: readonly CardJson[]): Buffer[] {
  return cards.flatMap((card, position) => [
    ...(position > 0 ? [COMMA] : []),
    card.body,
    card.distanceKm === undefined ? CARD_CLOSE : Buffer.from(`,"distanceKm":${card.distanceKm}}`),
  ]);
}

/**
 * Writes the page as the JSON of ListingSearchResult (plus Extra) by joining the cards' bytes: a 100-card page is about
 * 115 KB of mostly non-ASCII text, and parsing, re-serialising and UTF-8 encoding it cost more than the search itself.
 */
export function serializeSearchPage<Extra extends object>(page: ListingSearchPage<Extra>): SerializedJson<ListingSearchResult & Extra> {
  const { items, relatedItems, ...rest } = page;
  const parts: Buffer[] = [Buffer.from('{"items":['), ...cardsJson(items)];
  if (relatedItems) parts.push(Buffer.from('],"relatedItems":['), ...cardsJson(relatedItems));
  // `rest` always holds total, page and pageSize, so its JSON is a non-empty object whose "{" gives way to "],".
  parts.push(Buffer.from(`],${JSON.stringify(rest).slice(1)}`));
  return Buffer.concat(parts);
}
