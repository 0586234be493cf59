import type { PackageKey, PromoCodeValidation } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** POST /api/billing/promo-codes/validate (public): whether a code exists, applies and what it gives, in German. */
export const checkPromoCode = (code: string, packageKey?: PackageKey) =>
  apiRequest<PromoCodeValidation>('/api/billing/promo-codes/validate', { method: 'POST', body: { code, packageKey }, auth: false });

export const checkPromoCodeQueryOptions = (code: string, packageKey?: PackageKey) =>
  queryOptions({ queryKey: billingKeys.promoCheck(code, packageKey), queryFn: () => checkPromoCode(code, packageKey), staleTime: 60_000 });

/** Checks the code once it has the shape of one (the caller passes null until then). */
export const usePromoCodeCheck = (code: string | null, packageKey?: PackageKey) =>
  useQuery({ ...checkPromoCodeQueryOptions(code ?? '', packageKey), enabled: code !== null });
