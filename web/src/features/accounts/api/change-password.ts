import type { AccountMessageResponse, ChangePasswordInput } from '@praxisnah/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/change-password (bearer): needs the current password; other sessions are signed out. */
export const changePassword = (input: ChangePasswordInput) =>
  apiRequest<AccountMessageResponse>('/api/auth/change-password', { method: 'POST', body: input });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
