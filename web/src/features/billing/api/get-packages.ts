import type { PackagesResponse } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** GET /api/billing/packages (public): the packages with prices and limits, as /pricing and the checkout show them. */
export const getPackages = () => apiRequest<PackagesResponse>('/api/billing/packages', { auth: false });

export const getPackagesQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.packages(), queryFn: getPackages, staleTime: 5 * 60_000 });

export const usePackages = () => useQuery(getPackagesQueryOptions());
