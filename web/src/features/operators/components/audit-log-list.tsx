import type { MessageKey } from '@praxisnah/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonCard } from '@/components/ui/skeleton-card';
import { useAuditLog } from '../api/get-audit-log';
import { formatDateTime } from '../hooks/format-date';
import { t } from '@/lib/messages';
import { tRich } from '@/lib/rich-message';
import '@/lib/message-parts/operators';

const ROLE_LABELS: Record<string, MessageKey> = { admin: 'operators.audit.roleAdmin', regional_manager: 'operators.audit.roleManager' };
const roleLabel = (role: string) => (Object.hasOwn(ROLE_LABELS, role) ? t(ROLE_LABELS[role]!) : role);

/** Who did what, when and why: the newest 200 operator actions (a manager sees their region's). */
export function AuditLogList() {
  const log = useAuditLog();
  if (log.isPending) return <SkeletonCard />;
  if (log.isError) return <EmptyState title={t('operators.audit.loadFailed')}>{log.error.message}</EmptyState>;
  if (log.data.length === 0) return <EmptyState title={t('operators.audit.empty')}>{t('operators.audit.emptyHint')}</EmptyState>;
  return (
    <ol className="operator-list audit-log">
      {log.data.map((entry) => (
        <li key={entry.id} className="operator-row card">
          <div className="operator-row__main">
            <p className="operator-row__title">
              {tRich('operators.audit.entry', { action: <strong>{entry.actionLabel}</strong>, target: entry.targetLabel })}
            </p>
            <p className="muted">
              {tRich(entry.regionName ? 'operators.audit.byInRegion' : 'operators.audit.by', {
                time: <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time>,
                actor: entry.actorEmail,
                role: roleLabel(entry.actorRole),
                region: entry.regionName,
              })}
            </p>
            {entry.reason ? <p className="operator-row__note">{t('operators.common.reason', { reason: entry.reason })}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
