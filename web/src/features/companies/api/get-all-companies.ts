import type { CompanyView } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CACHE, QUERY_ROOTS } from '@/lib/query-client';

/** GET /api/companies/all: the directory's source; filtering and ordering happen in the client (product.md section 5). */
export const getAllCompanies = () => apiRequest<{ companies: CompanyView[] }>('/api/companies/all').then((result) => result.companies);

export const getAllCompaniesQueryOptions = () =>
  queryOptions({ queryKey: [QUERY_ROOTS.companies, 'all'], queryFn: getAllCompanies, ...CACHE.companies });

export const useAllCompanies = () => useQuery(getAllCompaniesQueryOptions());
