import type { ApplicationDecisionInput, ApplicationView, RegionalManagerApplicationInput } from '@praxisnah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refetchAfterChange } from '@/lib/query-client';
import { OPERATOR_ROOT } from './operator-keys';

/** POST /api/regional-manager-applications (public). */
export const submitApplication = (input: RegionalManagerApplicationInput) =>
  apiRequest<{ message: string }>('/api/regional-manager-applications', { method: 'POST', body: input, auth: false });
export const useSubmitApplication = () => useMutation({ mutationFn: submitApplication });

/** GET /api/admin/regional-manager-applications: open ones first. */
export const getApplications = () => apiRequest<ApplicationView[]>('/api/admin/regional-manager-applications');
export const getApplicationsQueryOptions = () => queryOptions({ queryKey: [OPERATOR_ROOT, 'applications'], queryFn: getApplications });
export const useApplications = () => useQuery(getApplicationsQueryOptions());

export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ApplicationDecisionInput }) =>
      apiRequest<void>(`/api/admin/regional-manager-applications/${encodeURIComponent(id)}/decision`, { method: 'POST', body: input }),
    onSuccess: () => refetchAfterChange(queryClient, [[OPERATOR_ROOT]]),
  });
}

/** POST /api/admin/admins: invites another admin by mail. */
export const createAdmin = (email: string) => apiRequest<{ message: string }>('/api/admin/admins', { method: 'POST', body: { email } });
export const useCreateAdmin = () => useMutation({ mutationFn: createAdmin });
