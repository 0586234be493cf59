import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonCard } from '@/components/ui/skeleton-card';
import { useAuditLog } from '../api/get-audit-log';
import { formatDateTime } from '../hooks/format-date';

const ROLE_LABELS: Record<string, string> = { admin: 'Admin', regional_manager: 'Regionalmanager:in' };

/** Who did what, when and why: the newest 200 operator actions (a manager sees their region's). */
export function AuditLogList() {
  const log = useAuditLog();
  if (log.isPending) return <SkeletonCard />;
  if (log.isError) return <EmptyState title="Das Protokoll konnte nicht geladen werden">{log.error.message}</EmptyState>;
  if (log.data.length === 0)
    return <EmptyState title="Noch keine Einträge">Hier erscheint jede Aktion von Admins und Regionalmanager:innen.</EmptyState>;
  return (
    <ol className="operator-list audit-log">
      {log.data.map((entry) => (
        <li key={entry.id} className="operator-row card">
          <div className="operator-row__main">
            <p className="operator-row__title">
              <strong>{entry.actionLabel}</strong>: {entry.targetLabel}
            </p>
            <p className="muted">
              <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time> · {entry.actorEmail} (
              {ROLE_LABELS[entry.actorRole] ?? entry.actorRole}){entry.regionName ? ` · ${entry.regionName}` : ''}
            </p>
            {entry.reason ? <p className="operator-row__note">Grund: {entry.reason}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
