import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-client';
import type { OwnCompany } from '../hooks/own-company';

export type { OwnCompany };

export const getOwnCompany = () => apiRequest<OwnCompany>('/api/company');

export const getOwnCompanyQueryOptions = () => queryOptions({ queryKey: [QUERY_ROOTS.ownCompany, 'profile'], queryFn: getOwnCompany });

export const useOwnCompany = () => useQuery(getOwnCompanyQueryOptions());
