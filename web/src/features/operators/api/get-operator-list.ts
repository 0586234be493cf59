import type { OperatorCompany, OperatorEvent, OperatorListing, OperatorPage } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { OPERATOR_ROOT } from './operator-keys';

export type OperatorListKind = 'companies' | 'listings' | 'events';
export interface OperatorListFilters {
  q: string;
  visibility: 'alle' | 'sichtbar' | 'ausgeblendet';
  verified: 'alle' | 'ja' | 'nein';
  region: string;
  page: number;
}
interface ItemOf {
  companies: OperatorCompany;
  listings: OperatorListing;
  events: OperatorEvent;
}

/** GET /api/operator/{companies|listings|events}: the caller's region (a manager) or every region (an admin). */
export const getOperatorList = <K extends OperatorListKind>(kind: K, filters: OperatorListFilters) =>
  apiRequest<OperatorPage<ItemOf[K]>>(`/api/operator/${kind}`, {
    query: { ...filters, page: filters.page > 1 ? filters.page : undefined },
  });

export const getOperatorListQueryOptions = <K extends OperatorListKind>(kind: K, filters: OperatorListFilters) =>
  queryOptions({
    queryKey: [OPERATOR_ROOT, kind, filters],
    queryFn: () => getOperatorList(kind, filters),
    // While a new search or page loads, the previous answer stays on screen, but only one of the same kind of list.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === kind ? previous : undefined),
  });

export const useOperatorList = <K extends OperatorListKind>(kind: K, filters: OperatorListFilters) =>
  useQuery(getOperatorListQueryOptions(kind, filters));
