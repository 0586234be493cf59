import { LISTING_STATUS_LABELS, type ListingStatus } from '@praxisnah/contracts';
import { Badge } from '@/components/ui/badge';

const TONES = { entwurf: 'neutral', aktiv: 'green', pausiert: 'orange', abgelaufen: 'red' } as const satisfies Record<
  ListingStatus,
  string
>;

export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  return (
    <Badge tone={TONES[status]} className="status-badge">
      {LISTING_STATUS_LABELS[status]}
    </Badge>
  );
}
