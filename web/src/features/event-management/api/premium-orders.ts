import type { PremiumOrder, PremiumOrderInput } from '@praxisnah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS, refetchAfterChange } from '@/lib/query-client';

export const getPremiumOrdersQueryOptions = () =>
  queryOptions({
    queryKey: [QUERY_ROOTS.ownCompany, 'premium-orders'],
    queryFn: () => apiRequest<PremiumOrder[]>('/api/company/premium-orders'),
  });
export const usePremiumOrders = () => useQuery(getPremiumOrdersQueryOptions());

export const useOrderPremiumService = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PremiumOrderInput) => apiRequest<PremiumOrder>('/api/company/premium-orders', { method: 'POST', body: input }),
    onSuccess: () => refetchAfterChange(queryClient, [getPremiumOrdersQueryOptions().queryKey]),
  });
};
