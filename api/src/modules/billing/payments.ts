import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { OrderStatus, PaymentSession, PaymentWebhookEvent, PaymentWebhookResponse } from '@praxisnah/contracts';
import { BillingOrderRepository } from './billing-order.repository';
import { BillingProfileRepository } from './billing-profile.repository';
import { packageDescription } from './commands/place-order.command';
import { InvoiceDocuments } from './invoice-documents';
import { InvoiceRepository } from './invoice.repository';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { PaymentSessionRepository } from './payment-session.repository';
import { PromoCodeRepository } from './promo-code.repository';
import { Subscriptions } from './subscriptions';

/**
 * Card and wallet payments: the provider's signed webhook is the only thing that changes a session. Each event id is
 * stored in the same transaction as its effect, so a replayed or duplicated delivery is acknowledged and ignored.
 */
@Injectable()
export class Payments {
  private readonly logger = new Logger(Payments.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly sessions: PaymentSessionRepository,
    private readonly orders: BillingOrderRepository,
    private readonly promoCodes: PromoCodeRepository,
    private readonly billingProfiles: BillingProfileRepository,
    private readonly invoices: InvoiceRepository,
    private readonly documents: InvoiceDocuments,
    private readonly subscriptions: Subscriptions,
  ) {}

  async session(id: string, companyId: string): Promise<PaymentSession> {
    const row = await this.sessions.findOwned(id, companyId);
    if (!row) throw new NotFoundException({ message: 'Diese Zahlung wurde nicht gefunden.' });
    return {
      id: row.id,
      provider: row.provider,
      method: row.method,
      status: row.status,
      orderId: row.orderId,
      description: packageDescription(row.packageName, row.period, null, 0),
      grossCents: row.grossCents,
      currency: 'EUR',
      successUrl: `/payment-success?order=${row.orderId}`,
      cancelUrl: `/payment-cancelled?order=${row.orderId}`,
    };
  }

  async order(orderId: string, companyId: string): Promise<OrderStatus> {
    const row = await this.orders.statusOf(orderId, companyId);
    if (!row) throw new NotFoundException({ message: 'Diese Bestellung wurde nicht gefunden.' });
    return row;
  }

  async webhook(rawBody: string, signature: string | undefined): Promise<PaymentWebhookResponse> {
    const event = this.provider.parseWebhook(rawBody, signature);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const fresh = await this.sessions.recordDelivery(manager, this.provider.name, event.id, event.type);
      if (!fresh) return { duplicate: true, invoiceId: null };
      return { duplicate: false, invoiceId: await this.apply(manager, event) };
    });
    if (outcome.invoiceId) this.documents.send(outcome.invoiceId);
    return { received: true, duplicate: outcome.duplicate };
  }

  /** A session's first outcome wins; a later event for the same session (another id) changes nothing. */
  private async apply(manager: EntityManager, event: PaymentWebhookEvent): Promise<string | null> {
    const session = await this.sessions.lock(manager, event.data.sessionId);
    if (!session) {
      this.logger.warn({ eventId: event.id }, 'Webhook for an unknown payment session');
      return null;
    }
    if (session.status !== 'pending') return null;
    const status = event.type === 'payment.succeeded' ? 'succeeded' : event.type === 'payment.cancelled' ? 'cancelled' : 'failed';
    await this.sessions.setStatus(manager, session.id, status);
    const order = (await this.orders.findToSettle(manager, session.orderId))!;
    if (status !== 'succeeded') {
      await this.orders.cancel(manager, session.orderId);
      // The order did not happen, so its promo code use is given back.
      if (order.promoCodeId) await this.promoCodes.giveBack(manager, order.promoCodeId, session.orderId);
      return null;
    }
    const invoiceId = await this.invoices.issue(manager, {
      companyId: session.companyId,
      orderId: session.orderId,
      kind: 'invoice',
      refersToId: null,
      description: packageDescription(session.packageName, order.period, order.promoCode, order.discountCents),
      quantity: 1,
      unitCode: order.period === 'monthly' ? 'MON' : 'ANN',
      netCents: order.netCents,
      servicePeriodStart: order.start,
      servicePeriodEnd: order.end,
      buyer: await this.billingProfiles.buyerFor(session.companyId, manager),
      paymentMethod: session.method,
      note: null,
      paid: true,
    });
    await this.orders.activate(manager, session.orderId, invoiceId);
    await this.subscriptions.change(manager, session.companyId, {
      packageKey: order.packageKey,
      period: order.period,
      status: 'active',
      currentPeriodEnd: order.end,
      graceUntil: null,
    });
    return invoiceId;
  }
}
