import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  AdminInvoice,
  BankStatementImportInput,
  BankStatementImportResult,
  CancelInvoiceInput,
  CreditNoteInput,
} from '@praxisnah/contracts';
import { BillingOrderRepository } from './billing-order.repository';
import { invoiceNumbersIn, parseStatementCamt, parseStatementCsv } from './bank-statement';
import { InvoiceDocuments } from './invoice-documents';
import type { InvoiceDocument } from './invoice-document';
import { InvoiceRepository, type NewInvoice } from './invoice.repository';
import { berlinDate } from '../../shared/calendar/berlin-date';
import { euro } from './pricing';
import { Subscriptions } from './subscriptions';

/** What the admin does with invoices: record payments (by hand or from a bank statement), cancel, credit. */
@Injectable()
export class InvoiceAdmin {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly invoices: InvoiceRepository,
    private readonly orders: BillingOrderRepository,
    private readonly documents: InvoiceDocuments,
    private readonly subscriptions: Subscriptions,
  ) {}

  private async pay(manager: EntityManager, invoiceId: string, paidOn: string, source: string): Promise<boolean> {
    const companyId = await this.invoices.markPaid(manager, invoiceId, paidOn, source);
    if (companyId) await this.subscriptions.settle(manager, companyId);
    return companyId !== null;
  }

  /** A cancellation or credit note: same parties and service period as the invoice it corrects, negative amounts. */
  private issueCorrection(
    manager: EntityManager,
    invoice: InvoiceDocument & { companyId: string; orderId: string | null },
    fields: Pick<NewInvoice, 'kind' | 'description' | 'quantity' | 'unitCode' | 'netCents'> & { reason: string },
  ): Promise<string> {
    return this.invoices.issue(manager, {
      companyId: invoice.companyId,
      orderId: invoice.orderId,
      kind: fields.kind,
      refersToId: invoice.id,
      description: fields.description,
      quantity: fields.quantity,
      unitCode: fields.unitCode,
      netCents: fields.netCents,
      servicePeriodStart: invoice.servicePeriodStart,
      servicePeriodEnd: invoice.servicePeriodEnd,
      buyer: invoice.buyer,
      paymentMethod: invoice.paymentMethod,
      note: `Grund: ${fields.reason}`,
      paid: false,
    });
  }

  async markPaid(id: string, paidOn: string | undefined): Promise<AdminInvoice> {
    await this.dataSource.transaction(async (manager) => {
      const invoice = await this.invoices.adminInvoice(id, manager);
      if (invoice.kind !== 'invoice') throw new ConflictException({ message: 'Nur Rechnungen werden bezahlt.' });
      if (invoice.status === 'cancelled') throw new ConflictException({ message: `Die Rechnung ${invoice.number} ist storniert.` });
      if (invoice.status === 'paid') throw new ConflictException({ message: `Die Rechnung ${invoice.number} ist bereits bezahlt.` });
      await this.pay(manager, id, paidOn ?? berlinDate(), 'admin');
    });
    return this.invoices.adminInvoice(id);
  }

  /**
   * A cancellation document (Stornorechnung) for the full amount, with its own number, referring to the invoice.
   * An unpaid package invoice cancelled means the package was not bought: the company is back on Starter.
   */
  async cancel(id: string, input: CancelInvoiceInput): Promise<AdminInvoice> {
    const cancellationId = await this.dataSource.transaction(async (manager) => {
      const invoice = await this.invoices.lockForCorrection(manager, id);
      const documentId = await this.issueCorrection(manager, invoice, {
        kind: 'cancellation',
        description: `Storno: ${invoice.description}`,
        quantity: invoice.quantity,
        unitCode: invoice.unitCode,
        netCents: -invoice.netCents,
        reason: input.reason,
      });
      await this.invoices.markCancelled(manager, invoice.id);
      if (invoice.status === 'open' && invoice.orderId) {
        const orderedKey = await this.orders.cancel(manager, invoice.orderId);
        if (orderedKey) await this.subscriptions.withdraw(manager, invoice.companyId, orderedKey);
      }
      return documentId;
    });
    this.documents.send(cancellationId);
    return this.invoices.adminInvoice(cancellationId);
  }

  /** A partial credit (Gutschrift im Sinne einer Rechnungskorrektur) referring to the invoice. */
  async creditNote(id: string, input: CreditNoteInput): Promise<AdminInvoice> {
    const creditId = await this.dataSource.transaction(async (manager) => {
      const invoice = await this.invoices.lockForCorrection(manager, id);
      const credited = await this.invoices.creditedNetCents(manager, id);
      if (credited + input.netCents > invoice.netCents) {
        throw new ConflictException({
          message: `Es können höchstens ${euro(invoice.netCents - credited)} netto gutgeschrieben werden.`,
        });
      }
      return this.issueCorrection(manager, invoice, {
        kind: 'credit_note',
        description: `Gutschrift zu ${invoice.number}: ${invoice.description}`,
        quantity: 1,
        unitCode: 'C62',
        netCents: -input.netCents,
        reason: input.reason,
      });
    });
    this.documents.send(creditId);
    return this.invoices.adminInvoice(creditId);
  }

  /**
   * Matches each credit of a statement to an open invoice by the number in its remittance line and the exact gross
   * amount; everything else is reported, nothing is guessed. Importing the same statement twice pays nothing twice.
   */
  async importStatement(input: BankStatementImportInput): Promise<BankStatementImportResult> {
    const entries = input.format === 'csv' ? parseStatementCsv(input.content) : parseStatementCamt(input.content);
    const result: BankStatementImportResult = { entries: entries.length, matched: [], alreadyPaid: [], unmatched: [] };
    for (const entry of entries) {
      const numbers = invoiceNumbersIn(entry.reference);
      if (numbers.length === 0) {
        result.unmatched.push({ ...entry, reason: 'Keine Rechnungsnummer im Verwendungszweck.' });
        continue;
      }
      await this.dataSource.transaction(async (manager) => {
        const candidates = await this.invoices.lockByNumbers(manager, numbers);
        const open = candidates.find((invoice) => invoice.status === 'open' && invoice.grossCents === entry.amountCents);
        if (open) {
          await this.pay(manager, open.id, entry.bookingDate ?? berlinDate(), `bank:${input.format}`);
          result.matched.push({ ...entry, invoiceId: open.id, invoiceNumber: open.number });
          return;
        }
        const paid = candidates.find((invoice) => invoice.status === 'paid' && invoice.grossCents === entry.amountCents);
        if (paid) {
          result.alreadyPaid.push({ ...entry, invoiceNumber: paid.number });
          return;
        }
        const [first] = candidates;
        result.unmatched.push({
          ...entry,
          reason: !first
            ? `Rechnung ${numbers[0]} gibt es nicht.`
            : first.status === 'cancelled'
              ? `Rechnung ${first.number} ist storniert.`
              : `Betrag ${euro(entry.amountCents)} passt nicht zu Rechnung ${first.number} (${euro(first.grossCents)}).`,
        });
      });
    }
    return result;
  }
}
