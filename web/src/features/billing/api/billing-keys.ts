import { QUERY_ROOTS } from '@/lib/query-client';

/** Query keys of billing: the public price list apart, everything of the signed-in company under its own root. */
export const billingKeys = {
  packages: () => ['billing', 'packages'] as const,
  quote: (request: unknown) => ['billing', 'quote', request] as const,
  promoCheck: (code: string, packageKey: string | undefined) => ['billing', 'promo-check', code, packageKey ?? null] as const,
  own: () => [QUERY_ROOTS.ownCompany, 'billing'] as const,
  subscription: () => [QUERY_ROOTS.ownCompany, 'billing', 'subscription'] as const,
  profile: () => [QUERY_ROOTS.ownCompany, 'billing', 'profile'] as const,
  invoices: () => [QUERY_ROOTS.ownCompany, 'billing', 'invoices'] as const,
  order: (orderId: string) => [QUERY_ROOTS.ownCompany, 'billing', 'order', orderId] as const,
  paymentSession: (sessionId: string) => [QUERY_ROOTS.ownCompany, 'billing', 'payment', sessionId] as const,
};
