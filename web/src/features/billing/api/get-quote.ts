import type { CheckoutQuote, CheckoutQuoteRequest } from '@praxisnah/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** POST /api/billing/quote (public): net, 19 % USt and gross of a package and period, with the promo code if it applies. */
export const getQuote = (request: CheckoutQuoteRequest) =>
  apiRequest<CheckoutQuote>('/api/billing/quote', { method: 'POST', body: request, auth: false });

export const getQuoteQueryOptions = (request: CheckoutQuoteRequest) =>
  queryOptions({ queryKey: billingKeys.quote(request), queryFn: () => getQuote(request), staleTime: 60_000 });

/** The summary keeps the last amounts while a new quote loads, so the sums do not flicker while the code is typed. */
export const useQuote = (request: CheckoutQuoteRequest | null) =>
  useQuery({
    ...getQuoteQueryOptions(request ?? { packageKey: 'standard', period: 'monthly' }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
