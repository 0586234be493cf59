import type { QueueHealth } from '@praxisnah/contracts';
import { Button } from '@/components/ui/button';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { toast } from '@/components/ui/toast';
import { formatDate } from '@/lib/format';
import { useDeadLetters, useQueueHealth, useReplayDeadLetters, type DeadLetter } from '../api/queue-health';
import { t } from '@/lib/messages';
import '@/lib/message-parts/operators';

const queueColumns = (): TableColumn<QueueHealth>[] => [
  { header: t('admin.analytics.queues.queue'), value: (row) => row.queue },
  { header: t('admin.analytics.queues.waiting'), value: (row) => row.waiting, numeric: true },
  { header: t('admin.analytics.queues.active'), value: (row) => row.active, numeric: true },
  { header: t('admin.analytics.queues.delayed'), value: (row) => row.delayed, numeric: true },
  { header: t('admin.analytics.queues.failed'), value: (row) => row.failed, numeric: true },
];

/** What waits in each queue, and the jobs that failed for good, each with a replay. */
export function QueueHealthPanel() {
  const health = useQueueHealth();
  const deadLetters = useDeadLetters();
  const replay = useReplayDeadLetters();
  const run = (target: { queue?: string; id?: string }) =>
    replay.mutate(target, {
      onSuccess: ({ replayed }) =>
        toast({
          title: t('admin.analytics.queues.replayed'),
          description:
            replayed === 1 ? t('admin.analytics.queues.replayedOne') : t('admin.analytics.queues.replayedMany', { count: replayed }),
          variant: 'success',
        }),
      onError: (error) => toast({ title: t('admin.analytics.queues.notReplayed'), description: error.message, variant: 'error' }),
    });

  const deadColumns: TableColumn<DeadLetter>[] = [
    { header: t('admin.analytics.queues.queue'), value: (row) => row.queue },
    { header: t('admin.analytics.queues.job'), value: (row) => row.name },
    { header: t('admin.analytics.queues.error'), value: (row) => row.failedReason },
    { header: t('admin.analytics.queues.attempts'), value: (row) => row.attemptsMade, numeric: true },
    { header: t('admin.analytics.queues.lastFailed'), value: (row) => row.failedAt ?? '', render: (row) => formatDate(row.failedAt) },
    {
      header: t('admin.analytics.queues.action'),
      value: () => '',
      render: (row) => (
        <Button size="sm" variant="secondary" disabled={replay.isPending} onClick={() => run({ queue: row.queue, id: row.id })}>
          {t('admin.analytics.queues.replay')}
        </Button>
      ),
    },
  ];

  return (
    <>
      {health.error ? <p role="alert">{t('admin.analytics.queues.unreachable', { message: health.error.message })}</p> : null}
      <DataTable
        caption={t('admin.analytics.queues.title')}
        rows={health.data ?? []}
        columns={queueColumns()}
        rowKey={(row) => row.queue}
        fileName="warteschlangen.csv"
      />
      <h3>{t('admin.analytics.queues.dead')}</h3>
      <DataTable
        caption={t('admin.analytics.queues.dead')}
        rows={deadLetters.data ?? []}
        columns={deadColumns}
        rowKey={(row) => `${row.queue}:${row.id}`}
        fileName="fehlgeschlagene-auftraege.csv"
        empty={t('admin.analytics.queues.deadEmpty')}
      />
      {deadLetters.data?.length ? (
        <Button variant="secondary" disabled={replay.isPending} onClick={() => run({})}>
          {t('admin.analytics.queues.replayAll')}
        </Button>
      ) : null}
    </>
  );
}
