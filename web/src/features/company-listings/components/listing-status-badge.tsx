import type { ListingStatus } from '@praxisnah/contracts';
import { Badge } from '@/components/ui/badge';
import { listingStatusLabel } from '../hooks/listing-status-label';

const TONES = { entwurf: 'neutral', aktiv: 'green', pausiert: 'orange', abgelaufen: 'red' } as const satisfies Record<
  ListingStatus,
  string
>;

export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  return (
    <Badge tone={TONES[status]} className="status-badge">
      {listingStatusLabel(status)}
    </Badge>
  );
}
