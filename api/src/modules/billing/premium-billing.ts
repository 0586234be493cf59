import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { BillingOrderRepository } from './billing-order.repository';
import { BillingProfileRepository } from './billing-profile.repository';
import { InvoiceDocuments } from './invoice-documents';
import { InvoiceRepository } from './invoice.repository';
import { berlinDate } from '../../shared/calendar/berlin-date';
import { amountsFor } from './pricing';

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
    private readonly orders: BillingOrderRepository,
    private readonly billingProfiles: BillingProfileRepository,
    private readonly invoices: InvoiceRepository,
    private readonly documents: InvoiceDocuments,
  ) {}

  /** In the premium order's transaction; answers the invoice id, to mail with `send` after the commit. */
  async bill(manager: EntityManager, order: BillablePremiumOrder): Promise<string> {
    const today = berlinDate();
    const servicePeriodEnd = order.eventDate > today ? order.eventDate : today;
    const amounts = amountsFor(order.priceCents);
    const orderId = randomUUID();
    await this.orders.addPremiumServiceOrder(manager, {
      id: orderId,
      companyId: order.companyId,
      premiumOrderId: order.id,
      netCents: amounts.netCents,
      vatCents: amounts.vatCents,
      grossCents: amounts.grossCents,
      servicePeriodStart: today,
      servicePeriodEnd,
    });
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
      buyer: await this.billingProfiles.buyerFor(order.companyId, manager),
      paymentMethod: 'invoice',
      note: null,
      paid: false,
    });
    await this.orders.attachInvoice(manager, orderId, invoiceId);
    return invoiceId;
  }

  send(invoiceId: string): void {
    this.documents.send(invoiceId);
  }
}
