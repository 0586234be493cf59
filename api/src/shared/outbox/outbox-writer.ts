import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { type AggregateType, type DomainEventType } from '@praxisnah/contracts';
import { OUTBOX_INSERT_SQL } from '@praxisnah/read-models';

export interface OutboxRecord {
  type: DomainEventType;
  aggregateType: AggregateType;
  aggregateId: string;
  aggregateVersion: number;
  companyId: string | null;
  payload: Record<string, unknown>;
}

/**
 * Appends a domain event inside the caller's transaction, so the row and its event commit or vanish together.
 * The NOTIFY is delivered only on commit and merely nudges the relay; the outbox row is the durable copy.
 */
@Injectable()
export class OutboxWriter {
  async append(manager: EntityManager, record: OutboxRecord): Promise<string> {
    const id = randomUUID();
    await manager.query(OUTBOX_INSERT_SQL, [
      id,
      record.type,
      record.aggregateType,
      record.aggregateId,
      record.aggregateVersion,
      record.companyId,
      JSON.stringify(record.payload),
    ]);
    return id;
  }
}
