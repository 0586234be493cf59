import type { AdminAnalytics, AdminRegion } from '@praxisnah/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface AnalyticsFilter {
  from: string;
  to: string;
  region: number | null;
}

/** GET /api/admin/analytics: every dashboard number for a range and, optionally, one region. */
export const getAdminAnalytics = (filter: AnalyticsFilter) =>
  apiRequest<AdminAnalytics>('/api/admin/analytics', { query: { from: filter.from, to: filter.to, region: filter.region ?? undefined } });

export const getAdminAnalyticsQueryOptions = (filter: AnalyticsFilter) =>
  queryOptions({
    queryKey: ['admin', 'analytics', filter],
    queryFn: () => getAdminAnalytics(filter),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useAdminAnalytics = (filter: AnalyticsFilter) => useQuery(getAdminAnalyticsQueryOptions(filter));

export const getRegions = () => apiRequest<AdminRegion[]>('/api/admin/analytics/regions');
export const getRegionsQueryOptions = () => queryOptions({ queryKey: ['admin', 'regions'], queryFn: getRegions, staleTime: 300_000 });
export const useRegions = () => useQuery(getRegionsQueryOptions());
