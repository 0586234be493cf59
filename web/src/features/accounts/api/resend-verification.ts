import type { AccountMessageResponse, ResendVerificationInput } from '@praxisnah/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/resend-verification → 202 {message}, the same for every address. */
export const resendVerification = (input: ResendVerificationInput) =>
  apiRequest<AccountMessageResponse>('/api/auth/resend-verification', { method: 'POST', body: input });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
