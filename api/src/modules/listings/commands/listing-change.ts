import type { EntityManager } from 'typeorm';
import type { DomainEventType } from '@praxisnah/contracts';
import { OutboxWriter } from '../../../shared/outbox/outbox-writer';
import { assertListingFits } from '../../billing/package-limits';
import { ListingEntity } from '../listing.entity';

/**
 * Writes the listing's new state and its domain event in the caller's transaction. Every way to `aktiv` passes
 * here, so the package limit is checked here once (402 with a German message and the upgrade link).
 */
export async function saveListingChange(
  manager: EntityManager,
  outbox: OutboxWriter,
  listing: ListingEntity,
  type: Extract<DomainEventType, 'listing.created' | 'listing.updated' | 'listing.status-changed'>,
): Promise<void> {
  if (listing.status === 'aktiv') await assertListingFits(manager, listing.companyId, listing.id);
  listing.updatedAt = new Date();
  await manager.save(ListingEntity, listing);
  // The company decided about a listing the platform had paused: it is theirs again, not the package's.
  if (listing.status !== 'pausiert') {
    await manager.query('UPDATE listings SET paused_by_package_at = NULL WHERE id = $1 AND paused_by_package_at IS NOT NULL', [listing.id]);
  }
  await outbox.append(manager, {
    type,
    aggregateId: listing.id,
    aggregateVersion: listing.version,
    companyId: listing.companyId,
    payload: { title: listing.title, status: listing.status, isAusbildung: listing.isAusbildung },
  });
}
