import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { buyerForCompany } from './buyer';
import { InvoiceDocuments } from './invoice-documents';
import { InvoiceRepository } from './invoice.repository';
import { amountsFor, berlinDate } from './pricing';

export interface BillablePremiumOrder {
  id: string;
  companyId: string;
  serviceLabel: string;
  eventTitle: string;
  eventDate: string;
  priceCents: number;
}

/** An event premium service (/event-premium-service) is billed like a package: one order, one invoice, by transfer. */
@Injectable()
export class PremiumBilling {
  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly documents: InvoiceDocuments,
  ) {}

  /** In the premium order's transaction; answers the invoice id, to mail with `send` after the commit. */
  async bill(manager: EntityManager, order: BillablePremiumOrder): Promise<string> {
    const today = berlinDate();
    const servicePeriodEnd = order.eventDate > today ? order.eventDate : today;
    const amounts = amountsFor(order.priceCents);
    const orderId = randomUUID();
    await manager.query(
      `INSERT INTO billing_orders (id, company_id, kind, premium_order_id, payment_method, status, list_price_cents, discount_cents,
         net_cents, vat_cents, gross_cents, service_period_start, service_period_end)
       VALUES ($1, $2, 'premium_service', $3, 'invoice', 'active', $4, 0, $4, $5, $6, $7, $8)`,
      [orderId, order.companyId, order.id, amounts.netCents, amounts.vatCents, amounts.grossCents, today, servicePeriodEnd],
    );
    const invoiceId = await this.invoices.issue(manager, {
      companyId: order.companyId,
      orderId,
      kind: 'invoice',
      refersToId: null,
      description: `Event-Premium-Leistung „${order.serviceLabel}“ für „${order.eventTitle}“`,
      quantity: 1,
      unitCode: 'C62',
      netCents: order.priceCents,
      servicePeriodStart: today,
      servicePeriodEnd,
      buyer: await buyerForCompany(manager, order.companyId),
      paymentMethod: 'invoice',
      note: null,
      paid: false,
    });
    await manager.query('UPDATE billing_orders SET invoice_id = $2 WHERE id = $1', [orderId, invoiceId]);
    await manager.query('UPDATE event_premium_orders SET billed_at = now() WHERE id = $1', [order.id]);
    return invoiceId;
  }

  send(invoiceId: string): void {
    this.documents.send(invoiceId);
  }
}
