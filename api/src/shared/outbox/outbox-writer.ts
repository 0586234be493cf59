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
}
