import type { LoginResponse, TestAdminInfo } from '@praxisnah/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { setSession } from '@/features/auth';
import { apiRequest } from '@/lib/api-client';

/** GET /api/test-admin: 404 in production, where the screen does not exist. */
export const getTestAdmin = () => apiRequest<TestAdminInfo>('/api/test-admin', { auth: false });
export const getTestAdminQueryOptions = () => queryOptions({ queryKey: ['test-admin'], queryFn: getTestAdmin, retry: false });
export const useTestAdmin = () => useQuery(getTestAdminQueryOptions());

export function useSignInAsTestAdmin() {
  return useMutation({
    mutationFn: () => apiRequest<LoginResponse>('/api/test-admin/session', { method: 'POST', auth: false }),
    onSuccess: (response) => setSession(response.token, response.user, response.company),
  });
}
