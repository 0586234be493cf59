import { Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { appendDomainEvent } from '@praxisnah/read-models';

/** Listings as the maintenance jobs change them. */
@Injectable()
export class ListingRepository {
  /**
   * Active listings whose end date has passed become `abgelaufen`, each at its next version with a listing.expired
   * record, so they leave the index. In the caller's transaction; answers how many.
   */
  async expireEnded(client: PoolClient): Promise<number> {
    const { rows } = await client.query<{ id: string; company_id: string; version: number; title: string; is_ausbildung: boolean }>(
      `UPDATE listings SET status = 'abgelaufen', version = version + 1, updated_at = now()
       WHERE status = 'aktiv' AND valid_to < (now() AT TIME ZONE 'Europe/Berlin')::date RETURNING id, company_id, version, title, is_ausbildung`,
    );
    for (const row of rows) {
      await appendDomainEvent(client, {
        type: 'listing.expired',
        aggregateId: row.id,
        aggregateVersion: row.version,
        companyId: row.company_id,
        payload: { title: row.title, status: 'abgelaufen', isAusbildung: row.is_ausbildung },
      });
    }
    return rows.length;
  }
}
