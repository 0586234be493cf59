import type { CompanyView } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CACHE, QUERY_ROOTS } from '@/lib/query-client';

/** GET /api/companies?id=…: one company by id or slug (e.g. the name for the search page's company banner). */
export const getCompany = (idOrSlug: string) => apiRequest<CompanyView>('/api/companies', { query: { id: idOrSlug } });

export const getCompanyQueryOptions = (idOrSlug: string) =>
  queryOptions({ queryKey: [QUERY_ROOTS.companies, 'one', idOrSlug], queryFn: () => getCompany(idOrSlug), ...CACHE.companies });

export const useCompany = (idOrSlug: string) => useQuery({ ...getCompanyQueryOptions(idOrSlug), enabled: idOrSlug !== '' });
