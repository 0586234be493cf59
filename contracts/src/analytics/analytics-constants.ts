/*
 * Analytics constants without zod, so a screen that shows labels or limits does not load the schema library.
 */

/** Search verticals and the kinds of what was viewed. */
export const VERTICALS = ['praktikum', 'ausbildung', 'event', 'company'] as const;
export type Vertical = (typeof VERTICALS)[number];
export const VERTICAL_LABELS: Record<Vertical, string> = {
  praktikum: 'Praktika',
  ausbildung: 'Ausbildung',
  event: 'Events',
  company: 'Unternehmen',
};

/** A search with at most this many results counts as a low-result search (zero results are counted apart). */
export const LOW_RESULT_LIMIT = 4;

/** The longest range a dashboard answers: one year and a day (every aggregate is kept, the raw events 90 days). */
export const MAX_DASHBOARD_DAYS = 366;

/** Below this many, a count is sent as null and shown as "< 5". */
export const MIN_SHOWN_COUNT = 5;
export const NEARBY_DEMAND_RADIUS_KM = 25;
export const NEARBY_DEMAND_DAYS = 30;

/** The region id under which the per-query rollups count every region together. */
export const ALL_REGIONS = -1;
