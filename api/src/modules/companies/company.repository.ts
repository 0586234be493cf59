import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CompanyEntity } from './company.entity';

/** The companies table on the write side of a company's own profile. */
@Injectable()
export class CompanyRepository {
  /** The company, locked for the rest of the transaction; null when it is gone. */
  async lockById(manager: EntityManager, id: string): Promise<CompanyEntity | null> {
    return manager.findOne(CompanyEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }
}
