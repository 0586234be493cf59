import type { EntityManager } from 'typeorm';
import type { DomainEventPayload } from '@praxisnah/contracts';
import { OutboxWriter } from '../../../shared/outbox/outbox-writer';
import { CompanyEntity } from '../company.entity';

type CompanyChange = 'company.profile-changed' | 'company.image-changed';

/** Saves the company's new state at its next version, with its domain event, in the caller's transaction. */
export async function saveCompanyChange<T extends CompanyChange>(
  manager: EntityManager,
  outbox: OutboxWriter,
  company: CompanyEntity,
  type: T,
  payload: DomainEventPayload<T>,
): Promise<void> {
  company.version += 1;
  company.updatedAt = new Date();
  await manager.save(CompanyEntity, company);
  await outbox.append(manager, { type, aggregateId: company.id, aggregateVersion: company.version, companyId: company.id, payload });
}
