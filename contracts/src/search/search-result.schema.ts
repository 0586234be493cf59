import { z } from 'zod';
import { listingCardSchema } from '../listings/listing.schema';
import { extractedFiltersSchema } from './search-params.schema';

export const facetCountsSchema = z.record(z.string(), z.record(z.string(), z.number()));

export const listingSearchResultSchema = z.object({
  items: z.array(listingCardSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  facets: facetCountsSchema,
  center: z.object({ latitude: z.number(), longitude: z.number(), radius: z.number(), label: z.string() }).nullable(),
});
export type ListingSearchResult = z.infer<typeof listingSearchResultSchema>;

export const smartSearchResultSchema = listingSearchResultSchema.extend({
  aiEnhancements: z.object({ extractedFilters: extractedFiltersSchema }),
});
export type SmartSearchResult = z.infer<typeof smartSearchResultSchema>;
