import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterModeration } from './operator-keys';

export type ModerationAction =
  | { kind: 'verify' | 'unverify'; companyId: string }
  | { kind: 'hide'; target: 'listings' | 'events'; id: string; reason: string }
  | { kind: 'unhide'; target: 'listings' | 'events'; id: string }
  | { kind: 'suspend'; companyId: string; reason: string }
  | { kind: 'reactivate'; companyId: string };

const enc = encodeURIComponent;

/** One request per moderation action; the server checks the caller's role and region for each. */
export function moderate(action: ModerationAction): Promise<void> {
  switch (action.kind) {
    case 'verify':
    case 'unverify':
      return apiRequest(`/api/operator/companies/${enc(action.companyId)}/verify`, {
        method: action.kind === 'verify' ? 'POST' : 'DELETE',
      });
    case 'hide':
      return apiRequest(`/api/operator/${action.target}/${enc(action.id)}/hide`, { method: 'POST', body: { reason: action.reason } });
    case 'unhide':
      return apiRequest(`/api/operator/${action.target}/${enc(action.id)}/unhide`, { method: 'POST' });
    case 'suspend':
      return apiRequest(`/api/admin/companies/${enc(action.companyId)}/suspend`, { method: 'POST', body: { reason: action.reason } });
    case 'reactivate':
      return apiRequest(`/api/admin/companies/${enc(action.companyId)}/reactivate`, { method: 'POST' });
  }
}

export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moderate, onSuccess: () => invalidateAfterModeration(queryClient) });
}
