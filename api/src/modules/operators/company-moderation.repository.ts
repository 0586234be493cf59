import { Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export const COMPANY_NOT_FOUND = 'Unternehmen nicht gefunden.';

/** What an operator's decision about a company depends on. */
export interface ModeratedCompany {
  id: string;
  name: string;
  regionId: number | null;
  verified: boolean;
  suspended: boolean;
  version: number;
}

/** The company columns operators change: the "Verifiziert" badge and a suspension, each with the next version. */
@Injectable()
export class CompanyModerationRepository {
  /** Locks the company for the rest of the transaction; a German 404 when there is none. */
  async lock(manager: EntityManager, id: string): Promise<ModeratedCompany> {
    const [row] = await manager.query<ModeratedCompany[]>(
      `SELECT id, name, region_id AS "regionId", verified, suspended_at IS NOT NULL AS suspended, version
       FROM companies WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!row) throw new NotFoundException({ message: COMPANY_NOT_FOUND });
    return row;
  }

  async setVerified(manager: EntityManager, id: string, verified: boolean, version: number): Promise<void> {
    await manager.query('UPDATE companies SET verified = $2, version = $3, updated_at = now() WHERE id = $1', [id, verified, version]);
  }

  /** Suspends with a reason, or reactivates (reason null). */
  async setSuspension(manager: EntityManager, id: string, reason: string | null, version: number): Promise<void> {
    await manager.query(
      `UPDATE companies SET suspended_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END, suspended_reason = $2, version = $3,
         updated_at = now() WHERE id = $1`,
      [id, reason, version],
    );
  }

  /** Where a company's moderation mail goes: its account's sign-in address, else its public contact address. */
  async mailRecipient(manager: EntityManager, id: string): Promise<string | null> {
    const [row] = await manager.query<{ email: string | null }[]>(
      `SELECT COALESCE(
         (SELECT u.email FROM users u WHERE u.company_id = c.id ORDER BY u.created_at LIMIT 1), c.contact_email) AS email
       FROM companies c WHERE c.id = $1`,
      [id],
    );
    return row?.email ?? null;
  }
}
