import { z } from 'zod';
import { listingCardSchema } from '../listings/listing.schema';
import { extractedFiltersSchema } from './search-params.schema';
import { DURATION_KEYS } from '../catalog/durations';

export const facetCountsSchema = z.record(z.string(), z.record(z.string(), z.number()));

/** How the search words were read, so the page can say "Ergebnisse für Kauffrau, Kaufmann". */
export const searchInterpretationSchema = z.object({
  widened: z.array(z.object({ typed: z.string(), alsoSearched: z.array(z.string()) })),
  /** A place (and radius) read from the search words and applied as the place filter. */
  placeFromQuery: z.object({ location: z.string(), radius: z.number().optional(), words: z.string() }).nullable(),
  /**
   * A length of stay read from the words of an internship search ("2 Wochen") and applied as the duration filter;
   * `words` are the words typed without it, to search every duration again.
   */
  durationFromQuery: z.object({ duration: z.enum(DURATION_KEYS), typed: z.string(), words: z.string() }).optional(),
  /**
   * A month read from the words of an internship search ("im Februar") and applied as the time frame filter (`YYYY-MM`);
   * `words` are the words typed without it, to search every time frame again.
   */
  monthFromQuery: z.object({ timeFrame: z.string(), typed: z.string(), words: z.string() }).optional(),
  /** All the words together found nothing: the page holds what `searched`, one of them, finds. */
  fewerWords: z.object({ typed: z.string(), searched: z.string() }).optional(),
  /** The words found nothing anywhere: the page holds what the related job `searched` finds instead of `typed`. */
  relatedJob: z.object({ typed: z.string(), searched: z.string() }).optional(),
  /** The job `typed` finds only a few listings: beside them, the answer holds those of its related jobs `names`. */
  relatedJobsAdded: z.object({ typed: z.string(), names: z.array(z.string()) }).optional(),
  /** Several jobs were named and no listing is all of them: the page holds the listings of each, in this order. */
  eachJob: z.array(z.string()).optional(),
  /** What was typed about the searcher, not the listing, and left out: an age, pay, in the Praktika a school degree. */
  aboutSearcher: z.array(z.string()).optional(),
  /** The place typed among the words found nothing within `from` km: the page holds what the circle of `to` km finds. */
  radiusWidened: z.object({ from: z.number(), to: z.number() }).optional(),
  /**
   * The words asked for the searcher's surroundings ("in der Nähe", `typed`) and named no place: they were left out,
   * and the page can offer the device's position for the remaining `words`.
   */
  nearMe: z.object({ typed: z.string(), words: z.string() }).optional(),
});
export type SearchInterpretation = z.infer<typeof searchInterpretationSchema>;

/** On zero results, the nearest useful search and how many it finds. */
export const searchSuggestionSchema = z.object({
  kind: z.enum(['wider-radius', 'without-place', 'other-vertical', 'without-words', 'related-job']),
  label: z.string(),
  total: z.number(),
  radius: z.number().optional(),
  /** The words a related-job or other-vertical suggestion searches instead of those typed. */
  q: z.string().optional(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const listingSearchResultSchema = z.object({
  items: z.array(listingCardSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  facets: facetCountsSchema,
  center: z.object({ latitude: z.number(), longitude: z.number(), radius: z.number(), label: z.string() }).nullable(),
  /** The Land searched as a whole, typed as the place ("Ausbildung Bayern"): its listings by postcode, with no circle. */
  federalState: z.string().optional(),
  interpretation: searchInterpretationSchema.optional(),
  /**
   * Where the job typed finds only a few listings (interpretation.relatedJobsAdded), those of its related jobs, closest
   * first, on the first page: shown below the job's own, not counted in its total nor facets.
   */
  relatedItems: z.array(listingCardSchema).optional(),
  suggestions: z.array(searchSuggestionSchema).optional(),
});
export type ListingSearchResult = z.infer<typeof listingSearchResultSchema>;

export const smartSearchResultSchema = listingSearchResultSchema.extend({
  aiEnhancements: z.object({ extractedFilters: extractedFiltersSchema }),
});
export type SmartSearchResult = z.infer<typeof smartSearchResultSchema>;
