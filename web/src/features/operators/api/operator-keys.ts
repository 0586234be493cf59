import type { QueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS, refetchAfterChange } from '@/lib/query-client';

/** Every operator read lives under this root, so a moderation action refreshes lists, regions and the audit log at once. */
export const OPERATOR_ROOT = 'operator';

/** A moderation change also makes the public reads stale (search, directory, events). */
export function invalidateAfterModeration(queryClient: QueryClient): Promise<void> {
  return refetchAfterChange(
    queryClient,
    [OPERATOR_ROOT, QUERY_ROOTS.listings, QUERY_ROOTS.companies, QUERY_ROOTS.events].map((root) => [root]),
  );
}
