import { randomUUID } from 'node:crypto';
import { aggregateTypeOf, DOMAIN_EVENT_PAYLOADS, type DomainEventPayload, type DomainEventType } from '@praxisnah/contracts';

export const OUTBOX_CHANNEL = 'outbox_inserted';

const OUTBOX_INSERT_SQL = `
  WITH inserted AS (
    INSERT INTO outbox (id, event_type, aggregate_type, aggregate_id, aggregate_version, company_id, payload)
    VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb) RETURNING id
  )
  SELECT pg_notify('${OUTBOX_CHANNEL}', id::text) FROM inserted`;

/** A TypeORM EntityManager or a pg client inside the caller's transaction. */
export interface SqlExecutor {
  query(sql: string, parameters: unknown[]): Promise<unknown>;
}

export interface NewDomainEvent<T extends DomainEventType> {
  type: T;
  aggregateId: string;
  aggregateVersion: number;
  companyId: string | null;
  payload: DomainEventPayload<T>;
}

/**
 * The one way to write a domain event, for the API's commands and the workers' scheduled jobs alike: the payload
 * is checked against its type's schema, and the row is appended inside the caller's transaction, so the change
 * and its event commit or vanish together. The NOTIFY is delivered on commit and merely nudges the relay.
 */
export async function appendDomainEvent<T extends DomainEventType>(db: SqlExecutor, event: NewDomainEvent<T>): Promise<string> {
  const payload: unknown = DOMAIN_EVENT_PAYLOADS[event.type].parse(event.payload);
  const id = randomUUID();
  await db.query(OUTBOX_INSERT_SQL, [
    id,
    event.type,
    aggregateTypeOf(event.type),
    event.aggregateId,
    event.aggregateVersion,
    event.companyId,
    JSON.stringify(payload),
  ]);
  return id;
}
