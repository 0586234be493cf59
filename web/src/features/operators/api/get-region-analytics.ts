import type { RegionAnalytics } from '@praxisnah/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { OPERATOR_ROOT } from './operator-keys';

/** GET /api/operator/analytics: the manager's own region; an admin's chosen region ('' = every region). */
export const getRegionAnalytics = (region: string) => apiRequest<RegionAnalytics>('/api/operator/analytics', { query: { region } });
export const getRegionAnalyticsQueryOptions = (region: string) =>
  queryOptions({ queryKey: [OPERATOR_ROOT, 'analytics', region], queryFn: () => getRegionAnalytics(region) });
export const useRegionAnalytics = (region: string) =>
  useQuery({ ...getRegionAnalyticsQueryOptions(region), placeholderData: keepPreviousData });
