import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { compose } from '@praxisnah/read-models';
import { inTransaction } from '../infrastructure/in-transaction';
import { PG_POOL } from '../infrastructure/infrastructure.module';
import { WORKERS_CONFIG, type WorkersConfig } from '../infrastructure/workers-config';
import { InvoiceRepository, type DueReminder } from './invoice.repository';
import { Mailer } from './mailer';
import { SubscriptionRepository } from './subscription.repository';

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
    private readonly invoices: InvoiceRepository,
    private readonly subscriptions: SubscriptionRepository,
    private readonly mailer: Mailer,
  ) {}

  async run(): Promise<{ reminded: number; overdue: number }> {
    const reminded = await this.remind();
    const overdue = await this.markOverdue();
    if (reminded || overdue) this.logger.log({ reminded, overdue }, 'Dunned unpaid invoices');
    return { reminded, overdue };
  }

  async remind(): Promise<number> {
    const reminders = await this.invoices.claimDueReminders();
    // A claimed reminder that fails is logged by the mailer, not retried: the admin sees the open invoice in the list.
    for (const reminder of reminders) {
      await this.mailer.send(
        compose(reminder.email, `Zahlungserinnerung zu Rechnung ${reminder.number}`, reminderParagraphs(reminder), {
          label: 'Rechnungen ansehen',
          url: `${this.config.PUBLIC_ORIGIN}/company-settings?tab=rechnungen`,
        }),
      );
    }
    return reminders.length;
  }

  async markOverdue(): Promise<number> {
    return inTransaction(this.pool, async (client) => {
      const lapsed = await this.subscriptions.markLapsedGraceOverdue(client);
      // In grace the booked package was in force; overdue, Starter's limits are.
      for (const { companyId, packageKey } of lapsed) await this.subscriptions.applyOverdueLimits(client, companyId, packageKey);
      await this.subscriptions.closeSettledGrace(client);
      return lapsed.length;
    });
  }
}
