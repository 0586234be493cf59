import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../infrastructure/infrastructure.module';

/** An invoice whose payment reminder is due, with what the reminder says. */
export interface DueReminder {
  number: string;
  gross_cents: number;
  due_date: string;
  issue_date: string;
  email: string;
  company_name: string;
  seller_name: string;
  iban: string;
}

/** The invoices the API issued, as far as dunning them goes. */
@Injectable()
export class InvoiceRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /**
   * Each invoice still open after its due date (Berlin's calendar day) and not yet reminded, claimed in the statement
   * that selects it, so two worker processes never remind of one twice.
   */
  async claimDueReminders(): Promise<DueReminder[]> {
    const { rows } = await this.pool.query<DueReminder>(
      `WITH claimed AS (
         UPDATE invoices SET reminder_sent_at = now()
         WHERE kind = 'invoice' AND status = 'open' AND reminder_sent_at IS NULL
           AND due_date < (now() AT TIME ZONE 'Europe/Berlin')::date
         RETURNING number, gross_cents, to_char(due_date, 'YYYY-MM-DD') AS due_date, to_char(issue_date, 'YYYY-MM-DD') AS issue_date,
           buyer ->> 'invoiceEmail' AS email, buyer ->> 'companyName' AS company_name, seller ->> 'name' AS seller_name,
           seller ->> 'iban' AS iban
       ) SELECT * FROM claimed`,
    );
    return rows;
  }
}
