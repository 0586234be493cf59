import type { MessageEntry } from '@praxisnah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refetchAfterChange } from '@/lib/query-client';
import { OPERATOR_ROOT } from './operator-keys';

const enc = encodeURIComponent;

/** GET /api/admin/messages: every text of the web client with its default and override (admins). */
export const getMessages = () => apiRequest<MessageEntry[]>('/api/admin/messages');
export const getMessagesQueryOptions = () => queryOptions({ queryKey: [OPERATOR_ROOT, 'messages'], queryFn: getMessages });
export const useMessages = () => useQuery(getMessagesQueryOptions());

/** Saves an override (`text`) or brings the default back (`null`); the audit log changes too. */
export function useSaveMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, text }: { key: string; text: string | null }) =>
      text === null
        ? apiRequest<void>(`/api/admin/messages/${enc(key)}`, { method: 'DELETE' })
        : apiRequest<void>(`/api/admin/messages/${enc(key)}`, { method: 'PUT', body: { text } }),
    onSuccess: () => refetchAfterChange(queryClient, [[OPERATOR_ROOT]]),
  });
}
