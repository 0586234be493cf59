import type {
  AdminInvoice,
  AdminInvoiceQuery,
  BankStatementImportInput,
  BankStatementImportResult,
  PromoCode,
  PromoCodeInput,
  PromoCodeUpdate,
} from '@praxisnah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/* The admin's billing desk: promo codes, invoices of every company, and the bank statement import. */

const enc = encodeURIComponent;
const ADMIN_BILLING = ['admin', 'billing'] as const;

export const getPromoCodesQueryOptions = () =>
  queryOptions({ queryKey: [...ADMIN_BILLING, 'promo-codes'], queryFn: () => apiRequest<PromoCode[]>('/api/admin/promo-codes') });
export const usePromoCodes = () => useQuery(getPromoCodesQueryOptions());

export const getAdminInvoicesQueryOptions = (query: AdminInvoiceQuery) =>
  queryOptions({
    queryKey: [...ADMIN_BILLING, 'invoices', query],
    queryFn: () => apiRequest<AdminInvoice[]>('/api/admin/billing/invoices', { query }),
  });
export const useAdminInvoices = (query: AdminInvoiceQuery) => useQuery(getAdminInvoicesQueryOptions(query));

/** Every admin billing change refreshes the codes and the invoice lists together (an import pays many at once). */
function useAdminBillingMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_BILLING }) });
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
