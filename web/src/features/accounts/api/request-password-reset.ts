import type { AccountMessageResponse, ForgotPasswordInput } from '@praxisnah/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/forgot-password → 202 {message}; the answer never says whether the address has an account. */
export const requestPasswordReset = (input: ForgotPasswordInput) =>
  apiRequest<AccountMessageResponse>('/api/auth/forgot-password', { method: 'POST', body: input });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
