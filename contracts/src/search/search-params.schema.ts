import { z } from 'zod';
import { text } from '../common/text';
import { GERMANY_BOUNDS, OUTSIDE_GERMANY_MESSAGE } from '../geo/germany-bounds';
import { parseLocationText } from '../geo/location-text';
import { DURATION_KEYS } from '../catalog/durations';
import { INTERNSHIP_TYPE_KEYS } from '../catalog/internship-types';
import { SECTOR_KEYS } from '../catalog/sectors';
import { DEFAULT_PAGE_SIZE, DEFAULT_RADIUS_KM, isIgnoredFilterValue, MAX_PAGE_SIZE, SORT_VALUES } from '../catalog/search-options';
import { isoDateSchema, yearMonthSchema } from '../listings/listing.schema';
import { validationText } from '../messages/validation-text';

const ignoreEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (isIgnoredFilterValue(value) ? undefined : value), schema.optional());

/** A comma list ("a, b,c") of catalogue keys; anything outside the catalogue is a 400, so it can never reach a filter expression. */
const commaList = <K extends string>(keys: readonly [K, ...K[]], what: string) =>
  ignoreEmpty(
    z
      .union([z.string(), z.array(z.string())])
      .transform((value) =>
        (Array.isArray(value) ? value.join(',') : value)
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part && part !== 'all'),
      )
      .pipe(z.array(z.enum(keys, { error: validationText('validation.search.unknownValue', { what }) }))),
  );

const numberParam = (schema: z.ZodNumber) =>
  ignoreEmpty(z.coerce.number({ error: validationText('validation.search.numberRequired') }).pipe(schema));

/** A circle's radius in km, typed as `radius` or inside a place's text. */
const RADIUS_KM = z
  .number()
  .gt(0, { error: validationText('validation.search.radiusPositive') })
  .max(1000, { error: validationText('validation.search.radiusTooLong') });

/** Where to search: coordinates with a radius (a place picked or the device's), or a place named as text ("Köln (25 km Umkreis)", a Land). */
const PLACE_PARAMS = {
  lat: numberParam(
    z
      .number()
      .min(GERMANY_BOUNDS.minLatitude, { error: OUTSIDE_GERMANY_MESSAGE })
      .max(GERMANY_BOUNDS.maxLatitude, { error: OUTSIDE_GERMANY_MESSAGE }),
  ),
  lon: numberParam(
    z
      .number()
      .min(GERMANY_BOUNDS.minLongitude, { error: OUTSIDE_GERMANY_MESSAGE })
      .max(GERMANY_BOUNDS.maxLongitude, { error: OUTSIDE_GERMANY_MESSAGE }),
  ),
  radius: numberParam(RADIUS_KM),
  location: ignoreEmpty(
    text()
      .trim()
      .max(120, { error: validationText('validation.search.locationTooLong') })
      .superRefine((value, ctx) => {
        // "Köln (20000 km Umkreis)": the radius a place's text names is held to the same bounds as `radius`.
        const { radiusKm } = parseLocationText(value);
        if (radiusKm === undefined) return;
        for (const { message } of RADIUS_KM.safeParse(radiusKm).error?.issues ?? []) ctx.addIssue({ code: 'custom', message });
      }),
  ),
};

/** Coordinates come as a pair: one alone is a client's mistake, not half a place. */
function coordinatesTogether(params: { lat?: number; lon?: number }, ctx: z.RefinementCtx): void {
  if ((params.lat === undefined) !== (params.lon === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['lat'], message: validationText('validation.search.coordinatesTogether') });
  }
}

export const TIME_FRAME_PATTERN = /^(current|custom|\d{4}-(0[1-9]|1[0-2]))$/;

export const listingSearchParamsSchema = z
  .object({
    q: ignoreEmpty(
      text()
        .trim()
        .max(200, { error: validationText('validation.search.searchTooLong') }),
    ),
    keywords: ignoreEmpty(
      z
        .string()
        .max(300)
        .transform((value) =>
          value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        ),
    ),
    ...PLACE_PARAMS,
    type: commaList(INTERNSHIP_TYPE_KEYS, 'Praktikumsart'),
    duration: commaList(DURATION_KEYS, 'Dauer'),
    timeFrame: ignoreEmpty(z.string().regex(TIME_FRAME_PATTERN, { error: validationText('validation.search.timeFrameFormat') })),
    dateFrom: ignoreEmpty(isoDateSchema),
    dateTo: ignoreEmpty(isoDateSchema),
    sector: commaList(SECTOR_KEYS, 'Branche'),
    sort: ignoreEmpty(z.enum(SORT_VALUES, { error: validationText('validation.search.sortUnknown') })).default('relevance'),
    company: ignoreEmpty(z.string().regex(/^[a-z0-9-]{1,80}$/i, { error: validationText('validation.search.companyInvalid') })),
    isAusbildung: ignoreEmpty(
      z.enum(['true', 'false'], { error: validationText('validation.common.isAusbildungBoolean') }).transform((value) => value === 'true'),
    ),
    ausbildungStart: ignoreEmpty(
      z
        .string()
        .transform((value) =>
          value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        )
        .pipe(z.array(yearMonthSchema)),
    ),
    minVergutung: numberParam(
      z
        .number()
        .min(0, { error: validationText('validation.search.minPayNegative') })
        .max(10000),
    ),
    page: ignoreEmpty(
      z.coerce
        .number()
        .int()
        .min(1, { error: validationText('validation.search.pageTooSmall') }),
    ).default(1),
    pageSize: ignoreEmpty(
      z.coerce
        .number()
        .int()
        .min(1, { error: validationText('validation.search.pageSizeTooSmall') })
        .max(MAX_PAGE_SIZE, { error: validationText('validation.search.pageSizeTooLarge', { max: MAX_PAGE_SIZE }) }),
    ).default(DEFAULT_PAGE_SIZE),
  })
  .superRefine((params, ctx) => {
    if (params.dateFrom && params.dateTo && params.dateFrom > params.dateTo) {
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: validationText('validation.common.endBeforeStart') });
    }
    coordinatesTogether(params, ctx);
  });

export type ListingSearchParams = z.infer<typeof listingSearchParamsSchema>;
export type ListingSearchQuery = z.input<typeof listingSearchParamsSchema>;

/** GET /api/events: the events of a place (a circle, or a Land named whole), at most `limit` of them. */
export const eventListParamsSchema = z
  .object({ ...PLACE_PARAMS, limit: z.coerce.number().int().min(1).max(500).default(100) })
  .superRefine(coordinatesTogether);
export type EventListParams = z.infer<typeof eventListParamsSchema>;

export const smartSearchRequestSchema = z.object({
  query: text()
    .trim()
    .max(300, { error: validationText('validation.search.queryTooLong') }),
  isAusbildung: z.boolean().optional(),
  page: z.number().int().min(1).optional(),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});
export type SmartSearchRequest = z.infer<typeof smartSearchRequestSchema>;

export const extractedFiltersSchema = z.object({
  location: z.string().optional(),
  type: z.string().optional(),
  sector: z.string().optional(),
  /** A sector read from a job word: offered to the user, never applied by itself. */
  suggestedSector: z.string().optional(),
  radius: z.number().optional(),
  duration: z.string().optional(),
  ausbildungStart: z.string().optional(),
  isAusbildung: z.boolean().optional(),
  remainingQuery: z.string().optional(),
});
export type ExtractedFilters = z.infer<typeof extractedFiltersSchema>;

export { DEFAULT_RADIUS_KM };
