import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CompanyEntity } from '../companies/company.entity';

/** The companies table as sign-up writes it: a free slug, then the new row. */
@Injectable()
export class RegisteredCompanyRepository {
  /** The slugs already taken by `base` and its numbered variants (`base-2`, `base-3`, …). */
  async takenSlugs(manager: EntityManager, base: string): Promise<Set<string>> {
    const taken = await manager.query<{ slug: string }[]>(`SELECT slug FROM companies WHERE slug = $1 OR slug ~ $2`, [
      base,
      `^${base}-[0-9]+$`,
    ]);
    return new Set(taken.map((row) => row.slug));
  }

  async insert(manager: EntityManager, company: CompanyEntity): Promise<void> {
    await manager.insert(CompanyEntity, company);
  }
}
