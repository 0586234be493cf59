import type { AccountMessageResponse } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/verify-email {token}: redeems the mailed link once. */
export const verifyEmail = (token: string) =>
  apiRequest<AccountMessageResponse>('/api/auth/verify-email', { method: 'POST', body: { token } });

/**
 * Verification runs on page load. As a query (not a mutation in an effect) it runs once per token, even when React
 * mounts the screen twice, and is kept for the session: a second run would find the link already used.
 */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['accounts', 'verify-email', token],
    queryFn: () => verifyEmail(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export const useVerifyEmail = (token: string, enabled: boolean) => useQuery({ ...verifyEmailQueryOptions(token), enabled });
