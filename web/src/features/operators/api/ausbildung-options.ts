import type { AusbildungOptionList, AusbildungOptionsView, UpdateAusbildungOptionInput } from '@praxisnah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refetchAfterChange } from '@/lib/query-client';
import { OPERATOR_ROOT } from './operator-keys';

const enc = encodeURIComponent;
const BASE = '/api/admin/ausbildung-options';

export const getAusbildungOptions = () => apiRequest<AusbildungOptionsView>(BASE);
export const getAusbildungOptionsQueryOptions = () =>
  queryOptions({ queryKey: [OPERATOR_ROOT, 'ausbildung-options'], queryFn: getAusbildungOptions });
export const useAusbildungOptions = () => useQuery(getAusbildungOptionsQueryOptions());

export type AusbildungOptionAction =
  | { kind: 'add'; list: AusbildungOptionList; label: string }
  | { kind: 'update'; list: AusbildungOptionList; key: string; input: UpdateAusbildungOptionInput }
  | { kind: 'add-start'; value: string }
  | { kind: 'remove-start'; value: string };

const send = (action: AusbildungOptionAction) => {
  switch (action.kind) {
    case 'add':
      return apiRequest<void>(`${BASE}/${action.list}`, { method: 'POST', body: { label: action.label } });
    case 'update':
      return apiRequest<void>(`${BASE}/${action.list}/${enc(action.key)}`, { method: 'PATCH', body: action.input });
    case 'add-start':
      return apiRequest<void>(`${BASE}/starts`, { method: 'POST', body: { value: action.value } });
    case 'remove-start':
      return apiRequest<void>(`${BASE}/starts/${enc(action.value)}`, { method: 'DELETE' });
  }
};

/** Forms and cards read these lists too: their queries are refreshed with the admin's view. */
export function useChangeAusbildungOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      refetchAfterChange(queryClient, [[OPERATOR_ROOT], ['takeover-chances'], ['ausbildung-degrees'], ['ausbildung-start-options']]),
  });
}
