import { Meilisearch } from 'meilisearch';
import { LISTING_SEARCHABLE_ATTRIBUTES } from '@praxisnah/read-models';

type Sampled = Record<string, unknown>;

/** A few documents of each index, with the fields whose absence shows they were built by an older release. */
export interface IndexSamples {
  listings: Sampled[];
  companies: Sampled[];
  events: Sampled[];
}

/** The fields asked for per index: a document lacking one of them predates it. */
const SAMPLED_FIELDS: Record<keyof IndexSamples, string[]> = {
  listings: ['latitude', 'geoCells', 'state', ...LISTING_SEARCHABLE_ATTRIBUTES],
  companies: ['_geo', 'state'],
  events: ['_geo', 'geoCells', 'state'],
};

/**
 * Whether the search indexes must be built from PostgreSQL: they are empty, or their documents predate the current
 * shape. A listing without `geoCells` is found by no radius search, one without a search field by none of its words
 * there (before the German analysis by none at all); a listing, company or event without `state` by no search for its
 * Land, an event without `geoCells` by no place on the events page; and companies and events with the `_geo` field that
 * was dropped would show it in the API's answers.
 */
export function documentsPredateShape({ listings, companies, events }: IndexSamples): boolean {
  if (!listings.length) return true;
  const unplaced = (listing: Sampled) => listing.latitude !== null && !(listing.geoCells as unknown[] | undefined)?.length;
  const unanalysed = (listing: Sampled) => LISTING_SEARCHABLE_ATTRIBUTES.some((field) => !Array.isArray(listing[field]));
  const withoutState = (document: Sampled) => !('state' in document);
  return (
    listings.some((listing) => unplaced(listing) || unanalysed(listing) || withoutState(listing)) ||
    [...companies, ...events].some((document) => '_geo' in document || withoutState(document)) ||
    events.some((event) => !('geoCells' in event))
  );
}

/** Samples the indexes under `prefix`; an index that cannot be read counts as one to build. */
export async function indexNeedsBuilding(url: string, apiKey: string, prefix: string): Promise<boolean> {
  try {
    const meili = new Meilisearch({ host: url, apiKey });
    const sample = async (index: keyof IndexSamples) =>
      (await meili.index(`${prefix}${index}`).getDocuments<Sampled>({ limit: 20, fields: SAMPLED_FIELDS[index] })).results;
    return documentsPredateShape({
      listings: await sample('listings'),
      companies: await sample('companies'),
      events: await sample('events'),
    });
  } catch {
    return true;
  }
}
