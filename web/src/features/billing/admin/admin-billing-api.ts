import type {
  AdminInvoice,
  AdminInvoicePage,
  AdminInvoiceQuery,
  AdminPromoCodeQuery,
  BankStatementImportInput,
  BankStatementImportResult,
  PromoCode,
  PromoCodeInput,
  PromoCodePage,
  PromoCodeUpdate,
} from '@praxisnah/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refetchAfterChange } from '@/lib/query-client';

/* The admin's billing desk: promo codes, invoices of every company, and the bank statement import. */

const enc = encodeURIComponent;
const ADMIN_BILLING = ['admin', 'billing'] as const;

// A page keeps showing while the next one loads, so the table does not jump to a skeleton on every click.
export const getPromoCodesQueryOptions = (query: AdminPromoCodeQuery) =>
  queryOptions({
    queryKey: [...ADMIN_BILLING, 'promo-codes', query],
    queryFn: () => apiRequest<PromoCodePage>('/api/admin/promo-codes', { query }),
    placeholderData: keepPreviousData,
  });
export const usePromoCodes = (query: AdminPromoCodeQuery) => useQuery(getPromoCodesQueryOptions(query));

export const getAdminInvoicesQueryOptions = (query: AdminInvoiceQuery) =>
  queryOptions({
    queryKey: [...ADMIN_BILLING, 'invoices', query],
    queryFn: () => apiRequest<AdminInvoicePage>('/api/admin/billing/invoices', { query }),
    placeholderData: keepPreviousData,
  });
export const useAdminInvoices = (query: AdminInvoiceQuery) => useQuery(getAdminInvoicesQueryOptions(query));

/** Every admin billing change refreshes the codes and the invoice lists together (an import pays many at once). */
function useAdminBillingMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refetchAfterChange(queryClient, [ADMIN_BILLING]) });
}

export const useCreatePromoCode = () =>
  useAdminBillingMutation((input: PromoCodeInput) => apiRequest<PromoCode>('/api/admin/promo-codes', { method: 'POST', body: input }));

export const useUpdatePromoCode = () =>
  useAdminBillingMutation(({ id, update }: { id: string; update: PromoCodeUpdate }) =>
    apiRequest<PromoCode>(`/api/admin/promo-codes/${enc(id)}`, { method: 'PATCH', body: update }),
  );

export const useMarkInvoicePaid = () =>
  useAdminBillingMutation((id: string) =>
    apiRequest<AdminInvoice>(`/api/admin/billing/invoices/${enc(id)}/mark-paid`, { method: 'POST', body: {} }),
  );

export const useImportBankStatement = () =>
  useAdminBillingMutation((input: BankStatementImportInput) =>
    apiRequest<BankStatementImportResult>('/api/admin/billing/bank-statements', { method: 'POST', body: input }),
  );
