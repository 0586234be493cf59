import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { appendDomainEvent } from '@praxisnah/read-models';
import { PG_POOL } from '../infrastructure/infrastructure.module';

/** Companies as the maintenance jobs announce changes to them. */
@Injectable()
export class CompanyRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /**
   * A company.event-passed record for each company one of whose events was yesterday and whose documents were not
   * projected since today began: upcoming-event counts change when a date passes, with no write to announce it.
   */
  async announceEventsPassedYesterday(): Promise<void> {
    const { rows } = await this.pool.query<{ company_id: string; event_date: string }>(
      `SELECT DISTINCT company_id, to_char(event_date, 'YYYY-MM-DD') AS event_date FROM events
       WHERE company_id IS NOT NULL AND event_date = current_date - 1
       AND NOT EXISTS (SELECT 1 FROM projection_versions p WHERE p.aggregate_id = events.company_id AND p.projected_at >= current_date)`,
    );
    for (const { company_id: companyId, event_date: eventDate } of rows) {
      await appendDomainEvent(this.pool, {
        type: 'company.event-passed',
        aggregateId: companyId,
        aggregateVersion: 0,
        companyId,
        payload: { eventDate },
      });
    }
  }
}
