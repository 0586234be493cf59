import type { ListingKind } from '@praxisnah/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withPageReset } from './result-page';
import { readFilters, writeFilters, type SearchFilters } from './search-filters';

/**
 * The URL is the source of truth for the applied filters; every change replaces the URL (product.md section 2) and keeps the
 * scroll position (a new URL would otherwise send the page to the top, cancelling scrollToResults).
 */
export function useSearchFilters(kind: ListingKind) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params, kind), [params, kind]);

  const update = useCallback(
    (change: Partial<SearchFilters> | ((current: SearchFilters) => SearchFilters)) => {
      setParams(
        (previous) => {
          const current = readFilters(previous, kind);
          const next = withPageReset(current, typeof change === 'function' ? change(current) : { ...current, ...change });
          const extra: Record<string, string> = {};
          const scroll = previous.get('scrollToResults');
          if (scroll) extra.scrollToResults = scroll;
          return writeFilters(next, kind, extra);
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams, kind],
  );

  const scrollToResults = params.get('scrollToResults') === 'true';
  const clearScrollFlag = useCallback(() => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('scrollToResults');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setParams]);

  return { filters, update, scrollToResults, clearScrollFlag };
}
