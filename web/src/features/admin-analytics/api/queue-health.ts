import type { QueueHealth } from '@praxisnah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refetchAfterChange } from '@/lib/query-client';

export interface DeadLetter {
  queue: string;
  id: string;
  name: string;
  failedReason: string;
  attemptsMade: number;
  failedAt: string | null;
}

const QUEUE_ROOT = ['admin', 'queues'] as const;

/** GET /api/admin/queues and /api/admin/dead-letters, refreshed every 10 s while the dashboard is open. */
export const getQueueHealthQueryOptions = () =>
  queryOptions({
    queryKey: [...QUEUE_ROOT, 'health'],
    queryFn: () => apiRequest<QueueHealth[]>('/api/admin/queues'),
    staleTime: 0,
    refetchInterval: 10_000,
  });
export const useQueueHealth = () => useQuery(getQueueHealthQueryOptions());

export const getDeadLettersQueryOptions = () =>
  queryOptions({
    queryKey: [...QUEUE_ROOT, 'dead-letters'],
    queryFn: () => apiRequest<DeadLetter[]>('/api/admin/dead-letters'),
    staleTime: 0,
    refetchInterval: 10_000,
  });
export const useDeadLetters = () => useQuery(getDeadLettersQueryOptions());

/** POST /api/admin/dead-letters/replay: one job, a whole queue or everything. */
export function useReplayDeadLetters() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: { queue?: string; id?: string }) =>
      apiRequest<{ replayed: number }>('/api/admin/dead-letters/replay', { method: 'POST', body: target }),
    onSuccess: () => refetchAfterChange(client, [QUEUE_ROOT]),
  });
}
