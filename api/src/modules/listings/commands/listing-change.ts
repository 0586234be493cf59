import type { EntityManager } from 'typeorm';
import type { DomainEventType } from '@praxisnah/contracts';
import { OutboxWriter } from '../../../shared/outbox/outbox-writer';
import { ListingEntity } from '../listing.entity';

/** Writes the listing's new state and its domain event in the caller's transaction. */
export async function saveListingChange(
  manager: EntityManager,
  outbox: OutboxWriter,
  listing: ListingEntity,
  type: Extract<DomainEventType, 'listing.created' | 'listing.updated' | 'listing.status-changed'>,
): Promise<void> {
  listing.updatedAt = new Date();
  await manager.save(ListingEntity, listing);
  await outbox.append(manager, {
    type,
    aggregateId: listing.id,
    aggregateVersion: listing.version,
    companyId: listing.companyId,
    payload: { title: listing.title, status: listing.status, isAusbildung: listing.isAusbildung },
  });
}
