import type { QueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS } from '@/lib/query-client';

/** Every operator read lives under this root, so a moderation action refreshes lists, regions and the audit log at once. */
export const OPERATOR_ROOT = 'operator';

/**
 * A moderation change also makes the public reads stale (search, directory, events). A read still in flight for a
 * list not yet shown (a search typed just before the click) began before the change: invalidating alone would wait for
 * that old answer, so it is cancelled first and asked again.
 */
export async function invalidateAfterModeration(queryClient: QueryClient): Promise<void> {
  const roots = [OPERATOR_ROOT, QUERY_ROOTS.listings, QUERY_ROOTS.companies, QUERY_ROOTS.events];
  await Promise.all(roots.map((root) => queryClient.cancelQueries({ queryKey: [root] })));
  await Promise.all(roots.map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
}
