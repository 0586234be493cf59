import type { CompanyAnalytics } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-client';

/** GET /api/company/analytics: the company's own views, favourites and shares, and what was searched near it. */
export const getCompanyAnalytics = () => apiRequest<CompanyAnalytics>('/api/company/analytics');

export const getCompanyAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: [QUERY_ROOTS.ownCompany, 'analytics'], queryFn: getCompanyAnalytics, staleTime: 0 });

export const useCompanyAnalytics = () => useQuery(getCompanyAnalyticsQueryOptions());
