import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DomainEventType } from '@praxisnah/contracts';
import { appendDomainEvent, type NewDomainEvent } from '@praxisnah/read-models';

/** Appends a domain event inside the caller's transaction (see appendDomainEvent). */
@Injectable()
export class OutboxWriter {
  append<T extends DomainEventType>(manager: EntityManager, event: NewDomainEvent<T>): Promise<string> {
    return appendDomainEvent(manager, event);
  }

  /** A listing's or event's deletion, at the next version: a late update can never resurrect its document. */
  appendDeletion(
    manager: EntityManager,
    type: 'listing.deleted' | 'event.deleted',
    deleted: { id: string; version: number; companyId: string | null; title: string },
  ): Promise<string> {
    return this.append(manager, {
      type,
      aggregateId: deleted.id,
      aggregateVersion: deleted.version + 1,
      companyId: deleted.companyId,
      payload: { title: deleted.title },
    });
  }
}
