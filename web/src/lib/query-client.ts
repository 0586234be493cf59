import { QueryClient, type QueryKey } from '@tanstack/react-query';

/** product.md section 9: the general data cache treats data as never stale, with no retries and no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Per-query cache times of product.md section 9. */
export const CACHE = {
  search: { staleTime: 30_000 },
  companies: { staleTime: 60_000, gcTime: 5 * 60_000 },
  sectors: { staleTime: 300_000, gcTime: 10 * 60_000 },
} as const;

/**
 * Roots of the query keys, shared by the query options that build keys under them and by the mutations that
 * invalidate them: a company's change makes the public reads stale (search, detail, directory, profile, events).
 */
export const QUERY_ROOTS = {
  listings: 'listings',
  companies: 'companies',
  events: 'events',
  /** Everything of the signed-in company: its profile, listings and events. Cleared on logout with the rest. */
  ownCompany: 'company',
} as const;

/**
 * After a change (every mutation refreshes through here): every read under the keys is asked again. A read still in flight for a key with no answer yet (a
 * search typed just before the click) began before the change, and invalidating alone would wait for that old answer,
 * so reads in flight are cancelled first.
 */
export async function refetchAfterChange(queryClient: QueryClient, queryKeys: QueryKey[]): Promise<void> {
  await Promise.all(queryKeys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
