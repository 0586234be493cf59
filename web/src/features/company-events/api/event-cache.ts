import type { QueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS } from '@/lib/query-client';
import { getOwnEventsQueryOptions } from './get-own-events';

/** After any change to an event: the company's own list, the public event reads and the company counts. */
export function invalidateAfterEventChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getOwnEventsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.events] }),
    queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.companies] }),
  ]);
}
