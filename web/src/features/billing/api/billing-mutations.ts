import type { CheckoutOrderRequest, CheckoutOrderResponse, PaymentSession, TestPaymentOutcome } from '@praxisnah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS, refetchAfterChange } from '@/lib/query-client';
import { billingKeys } from './billing-keys';

/** POST /api/company/billing/orders: books the package; an invoice order is done, a card/wallet order goes on to pay. */
export const createOrder = (request: CheckoutOrderRequest) =>
  apiRequest<CheckoutOrderResponse>('/api/company/billing/orders', { method: 'POST', body: request });

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    // The package, its limits, the stored billing address and the invoices all change with an order.
    onSuccess: () => refetchAfterChange(queryClient, [billingKeys.own()]),
  });
}

/** POST …/payments/{id}/test-outcome: the test double's "pay" or "cancel" button (no real provider is contacted). */
export const submitTestPayment = ({ sessionId, outcome }: { sessionId: string; outcome: TestPaymentOutcome['outcome'] }) =>
  apiRequest<PaymentSession>(`/api/company/billing/payments/${encodeURIComponent(sessionId)}/test-outcome`, {
    method: 'POST',
    body: { outcome },
  });

export function useTestPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTestPayment,
    onSuccess: () => {
      // A paid package lifts the limits the dashboard and the editors show.
      void refetchAfterChange(queryClient, [billingKeys.own(), [QUERY_ROOTS.ownCompany]]);
    },
  });
}
