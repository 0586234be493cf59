import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { announcePackageChange, compose, pauseOffersBeyondLimit } from '@praxisnah/read-models';
import { inTransaction } from '../infrastructure/in-transaction';
import { PG_POOL } from '../infrastructure/infrastructure.module';
import { WORKERS_CONFIG, type WorkersConfig } from '../infrastructure/workers-config';
import { Mailer } from './mailer';

interface DueReminder {
  number: string;
  gross_cents: number;
  due_date: string;
  issue_date: string;
  email: string;
  company_name: string;
  seller_name: string;
  iban: string;
}

const euro = (cents: number) => `${(cents / 100).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;
const germanDate = (iso: string) => iso.split('-').reverse().join('.');

/** The reminder's paragraphs; greeting, signature and the link to the invoices come from `compose`. */
export function reminderParagraphs(reminder: DueReminder): string[] {
  return [
    `zu unserer Rechnung ${reminder.number} vom ${germanDate(reminder.issue_date)} über ${euro(reminder.gross_cents)} ` +
      `(fällig am ${germanDate(reminder.due_date)}) haben wir noch keinen Zahlungseingang gefunden.`,
    `Bitte überweisen Sie den Betrag an ${reminder.seller_name}, IBAN ${reminder.iban}, Verwendungszweck ${reminder.number}. ` +
      'Falls Sie schon bezahlt haben, betrachten Sie diese Erinnerung bitte als gegenstandslos.',
    'Bleibt die Rechnung offen, gelten nach Ablauf der Kulanzfrist die Grenzen des Pakets Starter: Angebote über der Grenze ' +
      'werden pausiert (nicht gelöscht) und kommen mit dem Zahlungseingang zurück.',
  ];
}

/**
 * Hourly: a payment reminder for each invoice still open 14 days after issue (its due date passed), claimed in the
 * statement that selects it so two worker processes never send one twice; and packages whose grace period ended
 * with an invoice still open become `overdue`: Starter limits apply, listings beyond them are paused, none deleted.
 */
@Injectable()
export class UnpaidInvoices {
  private readonly logger = new Logger(UnpaidInvoices.name);

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(WORKERS_CONFIG) private readonly config: WorkersConfig,
    private readonly mailer: Mailer,
  ) {}

  async run(): Promise<{ reminded: number; overdue: number }> {
    const reminded = await this.remind();
    const overdue = await this.markOverdue();
    if (reminded || overdue) this.logger.log({ reminded, overdue }, 'Dunned unpaid invoices');
    return { reminded, overdue };
  }

  async remind(): Promise<number> {
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
    // A claimed reminder that fails is logged by the mailer, not retried: the admin sees the open invoice in the list.
    for (const reminder of rows) {
      await this.mailer.send(
        compose(reminder.email, `Zahlungserinnerung zu Rechnung ${reminder.number}`, reminderParagraphs(reminder), {
          label: 'Rechnungen ansehen',
          url: `${this.config.PUBLIC_ORIGIN}/company-settings?tab=rechnungen`,
        }),
      );
    }
    return rows.length;
  }

  async markOverdue(): Promise<number> {
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ company_id: string; package_key: string }>(
        `WITH lapsed AS (
           UPDATE company_subscriptions s SET status = 'overdue', updated_at = now()
           WHERE s.status = 'grace' AND s.grace_until < (now() AT TIME ZONE 'Europe/Berlin')::date
             AND EXISTS (SELECT 1 FROM invoices i WHERE i.company_id = s.company_id AND i.kind = 'invoice' AND i.status = 'open')
           RETURNING s.company_id, s.package_key
         ) SELECT company_id, package_key FROM lapsed`,
      );
      for (const { company_id: companyId, package_key: booked } of rows) {
        await pauseOffersBeyondLimit(client, companyId);
        // In grace the booked package was in force; overdue, Starter's limits are.
        await announcePackageChange(client, companyId, booked);
      }
      // Grace ended with nothing open (paid or cancelled meanwhile): the package simply stays.
      await client.query(
        `UPDATE company_subscriptions s SET status = 'active', grace_until = NULL, updated_at = now()
         WHERE s.status = 'grace' AND s.grace_until < (now() AT TIME ZONE 'Europe/Berlin')::date
           AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.company_id = s.company_id AND i.kind = 'invoice' AND i.status = 'open')`,
      );
      return rows.length;
    });
  }
}
