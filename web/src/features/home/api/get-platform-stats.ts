import type { PlatformStats } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The server counts once a minute; a visitor's page keeps its numbers for that minute too. */
const STATS_FRESH_MS = 60_000;

export const getPlatformStats = () => apiRequest<PlatformStats>('/api/stats', { auth: false });

export const getPlatformStatsQueryOptions = () =>
  queryOptions({ queryKey: ['platform-stats'], queryFn: getPlatformStats, staleTime: STATS_FRESH_MS });

export const usePlatformStats = () => useQuery(getPlatformStatsQueryOptions());
