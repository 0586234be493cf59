import type { UpdateCompanyInput } from '@praxisnah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS, refetchAfterChange } from '@/lib/query-client';
import { getOwnCompanyQueryOptions, type OwnCompany } from './get-own-company';

/** PATCH /api/company → the saved profile. */
export const updateCompany = (input: UpdateCompanyInput) => apiRequest<OwnCompany>('/api/company', { method: 'PATCH', body: input });

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (company) => {
      queryClient.setQueryData(getOwnCompanyQueryOptions().queryKey, company);
      // Name, address and sector show on the public profile, the directory, the map and every listing card.
      void refetchAfterChange(queryClient, [[QUERY_ROOTS.companies], [QUERY_ROOTS.listings]]);
    },
  });
}
