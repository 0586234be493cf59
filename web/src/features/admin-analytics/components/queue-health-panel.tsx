import type { QueueHealth } from '@praxisnah/contracts';
import { Button } from '@/components/ui/button';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { toast } from '@/components/ui/toast';
import { formatDate } from '@/lib/format';
import { useDeadLetters, useQueueHealth, useReplayDeadLetters, type DeadLetter } from '../api/queue-health';

const QUEUE_COLUMNS: TableColumn<QueueHealth>[] = [
  { header: 'Warteschlange', value: (row) => row.queue },
  { header: 'Wartend', value: (row) => row.waiting, numeric: true },
  { header: 'In Arbeit', value: (row) => row.active, numeric: true },
  { header: 'Geplant', value: (row) => row.delayed, numeric: true },
  { header: 'Fehlgeschlagen', value: (row) => row.failed, numeric: true },
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
          title: 'Erneut eingeplant',
          description: `${replayed} ${replayed === 1 ? 'Auftrag wird' : 'Aufträge werden'} wiederholt.`,
          variant: 'success',
        }),
      onError: (error) => toast({ title: 'Nicht wiederholt', description: error.message, variant: 'error' }),
    });

  const deadColumns: TableColumn<DeadLetter>[] = [
    { header: 'Warteschlange', value: (row) => row.queue },
    { header: 'Auftrag', value: (row) => row.name },
    { header: 'Fehler', value: (row) => row.failedReason },
    { header: 'Versuche', value: (row) => row.attemptsMade, numeric: true },
    { header: 'Zuletzt', value: (row) => row.failedAt ?? '', render: (row) => formatDate(row.failedAt) },
    {
      header: 'Aktion',
      value: () => '',
      render: (row) => (
        <Button size="sm" variant="secondary" disabled={replay.isPending} onClick={() => run({ queue: row.queue, id: row.id })}>
          Wiederholen
        </Button>
      ),
    },
  ];

  return (
    <>
      {health.error ? <p role="alert">Warteschlangen nicht erreichbar: {health.error.message}</p> : null}
      <DataTable
        caption="Warteschlangen"
        rows={health.data ?? []}
        columns={QUEUE_COLUMNS}
        rowKey={(row) => row.queue}
        fileName="warteschlangen.csv"
      />
      <h3>Endgültig fehlgeschlagene Aufträge</h3>
      <DataTable
        caption="Endgültig fehlgeschlagene Aufträge"
        rows={deadLetters.data ?? []}
        columns={deadColumns}
        rowKey={(row) => `${row.queue}:${row.id}`}
        fileName="fehlgeschlagene-auftraege.csv"
        empty="Keine fehlgeschlagenen Aufträge."
      />
      {deadLetters.data?.length ? (
        <Button variant="secondary" disabled={replay.isPending} onClick={() => run({})}>
          Alle wiederholen
        </Button>
      ) : null}
    </>
  );
}
