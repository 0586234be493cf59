import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { EmailTemplate } from '@praxisnah/contracts';
import { PG_POOL } from '../infrastructure/infrastructure.module';

/** The organisers' own wordings of the event mails (event_email_templates). */
@Injectable()
export class EmailTemplateRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** The company's wording of the day-before reminder; null when it keeps the default. */
  async findReminder(companyId: string): Promise<EmailTemplate | null> {
    const { rows } = await this.pool.query<EmailTemplate>(
      `SELECT subject, body FROM event_email_templates WHERE company_id = $1 AND key = 'reminder'`,
      [companyId],
    );
    return rows[0] ?? null;
  }
}
