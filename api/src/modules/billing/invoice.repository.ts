import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import {
  VAT_RATE_PERCENT,
  type AdminInvoice,
  type AdminInvoicePage,
  type AdminInvoiceQuery,
  type InvoiceKind,
  type InvoiceSummary,
  type PaymentMethod,
} from '@praxisnah/contracts';
import { APP_CONFIG, type AppConfig } from '../../shared/config/app-config';
import { containsPattern } from '../../shared/database/contains-pattern';
import type { BuyerParty, InvoiceDocument } from './invoice-document';
import { addDays, berlinDate } from '../../shared/calendar/berlin-date';
import { amountsFor } from './pricing';
import { sellerFromConfig } from './seller';

/** Days between invoice date and due date; the reminder goes out when they are over. */
export const PAYMENT_TERM_DAYS = 14;
const PREFIXES: Record<InvoiceKind, string> = { invoice: 'RE', cancellation: 'ST', credit_note: 'GS' };

export interface NewInvoice {
  companyId: string;
  orderId: string | null;
  kind: InvoiceKind;
  refersToId: string | null;
  description: string;
  quantity: number;
  unitCode: string;
  netCents: number;
  servicePeriodStart: string;
  servicePeriodEnd: string;
  buyer: BuyerParty;
  paymentMethod: PaymentMethod;
  note: string | null;
  /** Card and wallet invoices are issued once the provider confirmed the payment. */
  paid: boolean;
}

const SUMMARY_COLUMNS = `i.id, i.number, i.kind, r.number AS "refersToNumber", i.status,
  to_char(i.issue_date, 'YYYY-MM-DD') AS "issueDate", to_char(i.due_date, 'YYYY-MM-DD') AS "dueDate",
  to_char(i.service_period_start, 'YYYY-MM-DD') AS "servicePeriodStart", to_char(i.service_period_end, 'YYYY-MM-DD') AS "servicePeriodEnd",
  i.description, i.net_cents AS "netCents", i.vat_cents AS "vatCents", i.gross_cents AS "grossCents",
  to_json(i.paid_at) #>> '{}' AS "paidAt"`;
const ADMIN_COLUMNS = `${SUMMARY_COLUMNS}, i.company_id AS "companyId", c.name AS "companyName",
  to_json(i.reminder_sent_at) #>> '{}' AS "reminderSentAt"`;
const DOCUMENT_COLUMNS = `i.id, i.number, i.kind, r.number AS "refersToNumber", to_char(r.issue_date, 'YYYY-MM-DD') AS "refersToIssueDate",
  to_char(i.issue_date, 'YYYY-MM-DD') AS "issueDate", to_char(i.due_date, 'YYYY-MM-DD') AS "dueDate",
  to_char(i.service_period_start, 'YYYY-MM-DD') AS "servicePeriodStart", to_char(i.service_period_end, 'YYYY-MM-DD') AS "servicePeriodEnd",
  i.description, i.quantity, i.unit_code AS "unitCode", i.net_cents AS "netCents", i.vat_rate_percent::float AS "vatRatePercent",
  i.vat_cents AS "vatCents", i.gross_cents AS "grossCents", i.seller, i.buyer, i.note, i.payment_method AS "paymentMethod",
  to_json(i.paid_at) #>> '{}' AS "paidAt"`;

type SummaryRow = Omit<InvoiceSummary, 'pdfUrl' | 'xmlUrl'>;

/** An invoice a bank statement's line may pay. */
export interface InvoiceToMatch {
  id: string;
  number: string;
  status: string;
  grossCents: number;
}

/**
 * Invoices, cancellations and credit notes. A document is never edited after it is issued: only its payment state
 * changes, and a correction is a new document with its own number that refers to the old one.
 */
@Injectable()
export class InvoiceRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The next number of the year: the counter row is incremented in the caller's transaction and stays locked until
   * it commits, so concurrent invoices queue here, and a rolled-back one gives its number back. No gaps, no doubles.
   */
  private async nextNumber(manager: EntityManager, year: number): Promise<number> {
    const [row] = await manager.query<{ last_number: number }[]>(
      `INSERT INTO document_counters (year, last_number) VALUES ($1, 1)
       ON CONFLICT (year) DO UPDATE SET last_number = document_counters.last_number + 1 RETURNING last_number`,
      [year],
    );
    return row!.last_number;
  }

  /** Issues a document in the caller's transaction and answers its id. */
  async issue(manager: EntityManager, input: NewInvoice): Promise<string> {
    const issueDate = berlinDate();
    const year = Number(issueDate.slice(0, 4));
    const seq = await this.nextNumber(manager, year);
    const number = `${PREFIXES[input.kind]}-${year}-${String(seq).padStart(6, '0')}`;
    const amounts = amountsFor(input.netCents);
    const id = randomUUID();
    const status = input.kind !== 'invoice' ? 'settled' : input.paid ? 'paid' : 'open';
    await manager.query(
      `INSERT INTO invoices (id, number, year, seq, kind, refers_to_id, company_id, order_id, status, issue_date, due_date,
         service_period_start, service_period_end, description, quantity, unit_code, net_cents, vat_rate_percent, vat_cents,
         gross_cents, seller, buyer, note, payment_method, paid_at, payment_source)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24,
         $25, $26)`,
      [
        id,
        number,
        year,
        seq,
        input.kind,
        input.refersToId,
        input.companyId,
        input.orderId,
        status,
        issueDate,
        input.kind === 'invoice' ? addDays(issueDate, PAYMENT_TERM_DAYS) : null,
        input.servicePeriodStart,
        input.servicePeriodEnd,
        input.description,
        input.quantity,
        input.unitCode,
        amounts.netCents,
        VAT_RATE_PERCENT,
        amounts.vatCents,
        amounts.grossCents,
        JSON.stringify(sellerFromConfig(this.config)),
        JSON.stringify(input.buyer),
        input.note,
        input.paymentMethod,
        input.paid ? new Date() : null,
        input.paid ? input.paymentMethod : null,
      ],
    );
    return id;
  }

  private withUrls<T extends SummaryRow>(row: T, base: string): T & Pick<InvoiceSummary, 'pdfUrl' | 'xmlUrl'> {
    return { ...row, pdfUrl: `${base}/${row.id}/pdf`, xmlUrl: `${base}/${row.id}/xml` };
  }

  async summary(id: string, manager: EntityManager = this.dataSource.manager): Promise<InvoiceSummary> {
    const [row] = await manager.query<SummaryRow[]>(
      `SELECT ${SUMMARY_COLUMNS} FROM invoices i LEFT JOIN invoices r ON r.id = i.refers_to_id WHERE i.id = $1`,
      [id],
    );
    if (!row) throw new NotFoundException({ message: 'Diese Rechnung wurde nicht gefunden.' });
    return this.withUrls(row, '/api/company/billing/invoices');
  }

  async listForCompany(companyId: string): Promise<InvoiceSummary[]> {
    const rows = await this.dataSource.query<SummaryRow[]>(
      `SELECT ${SUMMARY_COLUMNS} FROM invoices i LEFT JOIN invoices r ON r.id = i.refers_to_id
       WHERE i.company_id = $1 ORDER BY i.year DESC, i.seq DESC`,
      [companyId],
    );
    return rows.map((row) => this.withUrls(row, '/api/company/billing/invoices'));
  }

  /** One page of every company's documents, newest number first; `total` counts all that match the filters. */
  async listForAdmin(query: AdminInvoiceQuery): Promise<AdminInvoicePage> {
    const filters = [query.status ?? null, containsPattern(query.q)];
    const from = `FROM invoices i JOIN companies c ON c.id = i.company_id
       WHERE ($1::text IS NULL OR i.status = $1) AND ($2::text IS NULL OR i.number ILIKE $2 OR c.name ILIKE $2)`;
    const [rows, [counted]] = await Promise.all([
      this.dataSource.query<(SummaryRow & Pick<AdminInvoice, 'companyId' | 'companyName' | 'reminderSentAt'>)[]>(
        `SELECT ${ADMIN_COLUMNS} ${from.replace('JOIN companies', 'LEFT JOIN invoices r ON r.id = i.refers_to_id JOIN companies')}
         ORDER BY i.year DESC, i.seq DESC LIMIT $3 OFFSET $4`,
        [...filters, query.limit, query.offset],
      ),
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total ${from}`, filters),
    ]);
    const items = rows.map((row) => this.withUrls(row, '/api/admin/billing/invoices'));
    return { items, total: counted?.total ?? 0, limit: query.limit, offset: query.offset };
  }

  async adminInvoice(id: string, manager: EntityManager = this.dataSource.manager): Promise<AdminInvoice> {
    const [row] = await manager.query<(SummaryRow & Pick<AdminInvoice, 'companyId' | 'companyName' | 'reminderSentAt'>)[]>(
      `SELECT ${ADMIN_COLUMNS} FROM invoices i LEFT JOIN invoices r ON r.id = i.refers_to_id JOIN companies c ON c.id = i.company_id
       WHERE i.id = $1`,
      [id],
    );
    if (!row) throw new NotFoundException({ message: 'Diese Rechnung wurde nicht gefunden.' });
    return this.withUrls(row, '/api/admin/billing/invoices');
  }

  /** The document's data; with a company id only that company's own (another's answers 404, never its data). */
  async document(id: string, companyId: string | null): Promise<InvoiceDocument> {
    const [row] = await this.dataSource.query<InvoiceDocument[]>(
      `SELECT ${DOCUMENT_COLUMNS} FROM invoices i LEFT JOIN invoices r ON r.id = i.refers_to_id
       WHERE i.id = $1 AND ($2::uuid IS NULL OR i.company_id = $2)`,
      [id, companyId],
    );
    if (!row) throw new NotFoundException({ message: 'Diese Rechnung wurde nicht gefunden.' });
    return row;
  }

  /**
   * Marks an open invoice paid; answers the company id, or null when the invoice was not open (already paid,
   * cancelled), so a second bank import of the same payment changes nothing.
   */
  async markPaid(manager: EntityManager, id: string, paidOn: string, source: string): Promise<string | null> {
    const [row] = await manager.query<{ company_id: string }[]>(
      `WITH paid AS (
         UPDATE invoices SET status = 'paid', paid_at = $2::date, payment_source = $3
         WHERE id = $1 AND kind = 'invoice' AND status = 'open' RETURNING company_id
       ) SELECT company_id FROM paid`,
      [id, paidOn, source],
    );
    return row?.company_id ?? null;
  }

  async markCancelled(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE invoices SET status = 'cancelled' WHERE id = $1`, [id]);
  }

  /** The net amount the credit notes and cancellations referring to the invoice gave back so far (positive). */
  async creditedNetCents(manager: EntityManager, id: string): Promise<number> {
    const [{ credited }] = (await manager.query<{ credited: number }[]>(
      `SELECT COALESCE(-sum(net_cents), 0)::int AS credited FROM invoices WHERE refers_to_id = $1`,
      [id],
    )) as [{ credited: number }];
    return credited;
  }

  /** Locks the invoices (not cancellations or credit notes) of these numbers for the rest of the caller's transaction. */
  lockByNumbers(manager: EntityManager, numbers: string[]): Promise<InvoiceToMatch[]> {
    return manager.query<InvoiceToMatch[]>(
      `SELECT id, number, status, gross_cents AS "grossCents" FROM invoices WHERE number = ANY($1) AND kind = 'invoice' FOR UPDATE`,
      [numbers],
    );
  }

  /** Locks an invoice for a correction; 404 when missing, 409 when it cannot be corrected. */
  async lockForCorrection(
    manager: EntityManager,
    id: string,
  ): Promise<InvoiceDocument & { status: string; companyId: string; orderId: string | null }> {
    const [row] = await manager.query<(InvoiceDocument & { status: string; companyId: string; orderId: string | null })[]>(
      `SELECT ${DOCUMENT_COLUMNS}, i.status, i.company_id AS "companyId", i.order_id AS "orderId"
       FROM invoices i LEFT JOIN invoices r ON r.id = i.refers_to_id WHERE i.id = $1 FOR UPDATE OF i`,
      [id],
    );
    if (!row) throw new NotFoundException({ message: 'Diese Rechnung wurde nicht gefunden.' });
    if (row.kind !== 'invoice') throw new ConflictException({ message: 'Nur Rechnungen können storniert oder gutgeschrieben werden.' });
    if (row.status === 'cancelled') throw new ConflictException({ message: `Die Rechnung ${row.number} ist bereits storniert.` });
    return row;
  }
}
