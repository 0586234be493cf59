import type { ExhibitorStatus } from '@praxisnah/contracts';
import { t } from '@/lib/messages';
import '@/lib/message-parts/events';

const STATUS_KEYS = {
  pending: 'events.exhibitors.status.pending',
  accepted: 'events.exhibitors.status.accepted',
  declined: 'events.exhibitors.status.declined',
} as const satisfies Record<ExhibitorStatus, string>;

/** "In Prüfung", "Zugesagt" or "Abgesagt": the organiser and the applying company read the same word. */
export const exhibitorStatusLabel = (status: ExhibitorStatus): string => t(STATUS_KEYS[status]);
