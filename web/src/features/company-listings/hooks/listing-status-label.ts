import type { ListingStatus, MessageKey } from '@praxisnah/contracts';
import { t } from '@/lib/messages';
import '@/lib/message-parts/companies';

const STATUS_LABELS: Record<ListingStatus, MessageKey> = {
  aktiv: 'companies.listingStatus.aktiv',
  entwurf: 'companies.listingStatus.entwurf',
  pausiert: 'companies.listingStatus.pausiert',
  abgelaufen: 'companies.listingStatus.abgelaufen',
};

/** A listing's status as the company reads it, on the badge, in the selects and in the dashboard's search. */
export const listingStatusLabel = (status: ListingStatus): string => t(STATUS_LABELS[status]);
