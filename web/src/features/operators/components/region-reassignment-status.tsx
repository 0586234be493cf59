import type { RegionView } from '@praxisnah/contracts';
import { FormMessage } from '@/components/ui/form-field';
import { formatDateTime } from '../hooks/format-date';
import { t } from '@/lib/messages';
import { tRich } from '@/lib/rich-message';
import '@/lib/message-parts/operators';

/** Whether the workers still put companies, listings and events into their regions after the last area change. */
export function RegionReassignmentStatus({ reassignment }: { reassignment: RegionView['reassignment'] }) {
  if (!reassignment) return null;
  if (reassignment.status === 'running' || !reassignment.finishedAt) {
    return <FormMessage tone="info">{t('operators.regionArea.reassigning')}</FormMessage>;
  }
  return (
    <FormMessage tone="success">
      {tRich('operators.regionArea.reassigned', {
        time: <time dateTime={reassignment.finishedAt}>{formatDateTime(reassignment.finishedAt)}</time>,
      })}
    </FormMessage>
  );
}
