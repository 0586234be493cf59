import type { CompanyView } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { CACHE, QUERY_ROOTS } from '@/lib/query-client';

/** GET /api/companies: the list the map uses (product.md section 7; failure 'Failed to fetch companies'). */
export async function getCompanies(): Promise<CompanyView[]> {
  try {
    return await apiRequest<CompanyView[]>('/api/companies');
  } catch (error) {
    console.error('Failed to fetch companies', error);
    throw error instanceof ApiError ? error : new ApiError('Failed to fetch companies', 0);
  }
}

export const getCompaniesQueryOptions = () =>
  queryOptions({ queryKey: [QUERY_ROOTS.companies, 'list'], queryFn: getCompanies, ...CACHE.companies });

export const useCompanies = () => useQuery(getCompaniesQueryOptions());
