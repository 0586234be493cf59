import type { QueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS, refetchAfterChange } from '@/lib/query-client';
import { getOwnEventsQueryOptions } from './get-own-events';

/** After any change to an event: the company's own list, the public event reads and the company counts. */
export function invalidateAfterEventChange(queryClient: QueryClient): Promise<void> {
  return refetchAfterChange(queryClient, [getOwnEventsQueryOptions().queryKey, [QUERY_ROOTS.events], [QUERY_ROOTS.companies]]);
}
