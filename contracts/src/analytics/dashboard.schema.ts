import { z } from 'zod';
import { text } from '../common/text';
import { MAX_DASHBOARD_DAYS, VERTICALS } from './analytics-constants';
import { validationText } from '../messages/validation-text';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: validationText('validation.analytics.dayFormat') });

export const dashboardRangeSchema = z
  .object({
    from: isoDay,
    to: isoDay,
    region: z.coerce
      .number()
      .int()
      .min(1, { error: validationText('validation.analytics.regionUnknown') })
      .optional(),
  })
  .refine((range) => range.from <= range.to, { error: validationText('validation.analytics.periodOrder') })
  .refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < MAX_DASHBOARD_DAYS, {
    error: validationText('validation.analytics.periodTooLong', { max: MAX_DASHBOARD_DAYS }),
  });
export type DashboardRange = z.infer<typeof dashboardRangeSchema>;

/** GET /api/operator/analytics: a regional manager's own region always; an admin names one (`region`, a slug) or none. */
export const regionAnalyticsQuerySchema = z
  .object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    region: text().trim().max(60).optional(),
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, { error: validationText('validation.analytics.periodOrder') })
  .refine((range) => !range.from || !range.to || (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < MAX_DASHBOARD_DAYS, {
    error: validationText('validation.analytics.periodTooLong', { max: MAX_DASHBOARD_DAYS }),
  });
export type RegionAnalyticsQuery = z.infer<typeof regionAnalyticsQuerySchema>;

/** A region's numbers on /regional-manager: nothing of another region, no platform-wide visitor count. */
export interface RegionAnalytics {
  range: { from: string; to: string; region: { slug: string; name: string } | null };
  totals: {
    searches: number;
    zeroResultSearches: number;
    listingViews: number;
    eventViews: number;
    companyViews: number;
    favourites: number;
    newListings: number;
    newCompanies: number;
    newEvents: number;
  };
  /** Searches in the region that found nothing or little, by job title (the words searched). */
  unmetDemand: UnmetDemandRow[];
  topQueries: QueryCount[];
}

export interface AdminRegion {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  radiusKm: number;
}

export interface DailyByVertical {
  day: string;
  vertical: (typeof VERTICALS)[number];
  count: number;
}

export interface QueryCount {
  query: string;
  vertical: string;
  searches: number;
  zeroResults: number;
  lowResults: number;
}

/** Searches of one job title in one district (Landkreis or kreisfreie Stadt; 0 = unknown place). */
export interface UnmetDemandRow {
  districtCode: number;
  district: string;
  query: string;
  vertical: string;
  searches: number;
  zeroResults: number;
  lowResults: number;
}

/** A region's searches and its visitors (counted once per day, summed over the days of the range). */
export interface RegionDemand {
  regionId: number;
  region: string;
  latitude: number;
  longitude: number;
  visitors: number;
  searches: number;
  zeroResults: number;
  lowResults: number;
}

/** A district's searches, for the map: one circle per Landkreis or kreisfreie Stadt. */
export interface DistrictDemand {
  districtCode: number;
  district: string;
  latitude: number;
  longitude: number;
  searches: number;
  zeroResults: number;
  lowResults: number;
}

export interface FreshnessDay {
  day: string;
  count: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface MetricTotals {
  searches: number;
  visitors: number;
  pageViews: number;
  listingViews: number;
  eventViews: number;
  companyViews: number;
  favourites: number;
  shares: number;
  mapClicks: number;
  suggestionsTaken: number;
  shortLinkOpens: number;
  newListings: number;
  newCompanies: number;
  newEvents: number;
}

export interface DailyMetric {
  day: string;
  metric: string;
  count: number;
}

export interface AdminAnalytics {
  range: { from: string; to: string; region: number | null };
  totals: MetricTotals;
  searchesPerDay: DailyByVertical[];
  engagementPerDay: DailyMetric[];
  growthPerDay: DailyMetric[];
  topQueries: QueryCount[];
  unmetDemand: UnmetDemandRow[];
  regions: RegionDemand[];
  districts: DistrictDemand[];
  freshness: FreshnessDay[];
}

export interface QueueHealth {
  queue: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/** The company's own numbers: per listing, per week, and what was searched near it. */
export interface CompanyListingStats {
  listingId: string;
  title: string;
  views: number;
  favourites: number;
  shares: number;
  /** Views per week, oldest first, over the weeks shown. */
  weekly: number[];
}

export interface CompanyWeek {
  week: string;
  views: number;
  favourites: number;
  shares: number;
}

export interface NearbyDemandRow {
  query: string;
  vertical: string;
  /** Counts below five are sent as null and shown as "< 5", so no single search can be singled out. */
  searches: number | null;
  averageResults: number | null;
  zeroResults: number | null;
}

export interface CompanyAnalytics {
  listings: CompanyListingStats[];
  weeks: CompanyWeek[];
  nearby: { radiusKm: number; days: number; sector: string | null; rows: NearbyDemandRow[] };
}
