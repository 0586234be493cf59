import type { BillingAddress, InvoiceSummary, OrderStatus, PaymentSession, Subscription } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/* Reads of the signed-in company's billing: its package and usage, billing address, invoices, orders and payments. */

export const getSubscriptionQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.subscription(), queryFn: () => apiRequest<Subscription>('/api/company/billing/subscription') });
export const useSubscription = (enabled = true) => useQuery({ ...getSubscriptionQueryOptions(), enabled });

export const getBillingProfileQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.profile(), queryFn: () => apiRequest<BillingAddress | null>('/api/company/billing/profile') });
export const useBillingProfile = () => useQuery(getBillingProfileQueryOptions());

export const getInvoicesQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.invoices(), queryFn: () => apiRequest<InvoiceSummary[]>('/api/company/billing/invoices') });
export const useInvoices = (enabled = true) => useQuery({ ...getInvoicesQueryOptions(), enabled });

export const getOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: billingKeys.order(orderId),
    queryFn: () => apiRequest<OrderStatus>(`/api/company/billing/orders/${encodeURIComponent(orderId)}`),
  });
/** With `pollWhilePending`, a card or wallet order is asked again every 2 s until the provider's answer has arrived. */
export const useOrder = (orderId: string, pollWhilePending = false) =>
  useQuery({
    ...getOrderQueryOptions(orderId),
    enabled: orderId !== '',
    refetchInterval: (query) =>
      pollWhilePending && query.state.data?.status === 'pending_payment' && query.state.data.paymentMethod !== 'invoice' ? 2000 : false,
  });

export const getPaymentSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: billingKeys.paymentSession(sessionId),
    queryFn: () => apiRequest<PaymentSession>(`/api/company/billing/payments/${encodeURIComponent(sessionId)}`),
  });
export const usePaymentSession = (sessionId: string) =>
  useQuery({ ...getPaymentSessionQueryOptions(sessionId), enabled: sessionId !== '' });
