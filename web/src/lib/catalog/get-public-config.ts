import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

export interface PublicConfig {
  mapTileUrl: string;
  mapAttribution: string;
}

export const getPublicConfig = () => apiRequest<PublicConfig>('/api/public-config');

export const getPublicConfigQueryOptions = () => queryOptions({ queryKey: ['public-config'], queryFn: getPublicConfig });

export const usePublicConfig = () => useQuery(getPublicConfigQueryOptions());
