import type { AccountMessageResponse, ResetPasswordInput } from '@praxisnah/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/reset-password {token, password}: single-use link, every session ends. */
export const resetPassword = (input: ResetPasswordInput) =>
  apiRequest<AccountMessageResponse>('/api/auth/reset-password', { method: 'POST', body: input });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
