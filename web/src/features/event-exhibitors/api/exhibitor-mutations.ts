import type { ExhibitorApplicationInput, ExhibitorApplicationView, ExhibitorDecisionInput } from '@praxisnah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS, refetchAfterChange } from '@/lib/query-client';
import { eventApi, getExhibitorApplicationsQueryOptions, getMyApplicationQueryOptions } from './exhibitor-queries';

export const useApplyAsExhibitor = (eventId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExhibitorApplicationInput) =>
      apiRequest<ExhibitorApplicationView>(`${eventApi(eventId)}/exhibitor-applications`, { method: 'POST', body: input }),
    onSuccess: (application) => queryClient.setQueryData(getMyApplicationQueryOptions(eventId).queryKey, { application }),
  });
};

export const useDecideExhibitor = (eventId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, status, message }: { applicationId: string } & ExhibitorDecisionInput) =>
      apiRequest<ExhibitorApplicationView>(`${eventApi(eventId)}/management/exhibitors/${encodeURIComponent(applicationId)}`, {
        method: 'POST',
        body: { status, message },
      }),
    onSuccess: () => refetchAfterChange(queryClient, [getExhibitorApplicationsQueryOptions(eventId).queryKey, [QUERY_ROOTS.events]]),
  });
};
