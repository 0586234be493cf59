import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DomainEventPayload } from '@praxisnah/contracts';
import { OutboxWriter } from '../../shared/outbox/outbox-writer';
import { CompanyEntity } from './company.entity';

type CompanyChange = 'company.profile-changed' | 'company.image-changed';

/** The companies table on the write side of a company's own profile. */
@Injectable()
export class CompanyRepository {
  constructor(private readonly outbox: OutboxWriter) {}

  /** The company, locked for the rest of the transaction; null when it is gone. */
  async lockById(manager: EntityManager, id: string): Promise<CompanyEntity | null> {
    return manager.findOne(CompanyEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Saves the company's new state at its next version, with its domain event, in the caller's transaction. */
  async saveChange<T extends CompanyChange>(
    manager: EntityManager,
    company: CompanyEntity,
    type: T,
    payload: DomainEventPayload<T>,
  ): Promise<void> {
    company.version += 1;
    company.updatedAt = new Date();
    await manager.save(CompanyEntity, company);
    await this.outbox.append(manager, { type, aggregateId: company.id, aggregateVersion: company.version, companyId: company.id, payload });
  }
}
