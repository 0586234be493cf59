import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { OrderStatus, PaymentSession, PaymentWebhookEvent, PaymentWebhookResponse } from '@praxisnah/contracts';
import { buyerForCompany } from './buyer';
import { packageDescription } from './commands/place-order.command';
import { InvoiceDocuments } from './invoice-documents';
import { InvoiceRepository } from './invoice.repository';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { Subscriptions } from './subscriptions';

interface SessionRow {
  id: string;
  provider: string;
  method: 'card' | 'wallet';
  status: PaymentSession['status'];
  orderId: string;
  companyId: string;
  grossCents: number;
  packageName: string;
  period: 'monthly' | 'yearly';
}

const SESSION_SQL = `SELECT s.id, s.provider, s.method, s.status, s.order_id AS "orderId", s.company_id AS "companyId",
  s.gross_cents AS "grossCents", p.name AS "packageName", o.period
  FROM payment_sessions s JOIN billing_orders o ON o.id = s.order_id JOIN packages p ON p.key = o.package_key`;

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
    private readonly invoices: InvoiceRepository,
    private readonly documents: InvoiceDocuments,
    private readonly subscriptions: Subscriptions,
  ) {}

  async session(id: string, companyId: string): Promise<PaymentSession> {
    const [row] = await this.dataSource.query<SessionRow[]>(`${SESSION_SQL} WHERE s.id = $1 AND s.company_id = $2`, [id, companyId]);
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
    const [row] = await this.dataSource.query<OrderStatus[]>(
      `SELECT o.id AS "orderId", o.status, o.package_key AS "packageKey", p.name AS "packageName", o.payment_method AS "paymentMethod",
         o.gross_cents AS "grossCents", o.invoice_id AS "invoiceId", i.number AS "invoiceNumber"
       FROM billing_orders o JOIN packages p ON p.key = o.package_key LEFT JOIN invoices i ON i.id = o.invoice_id
       WHERE o.id = $1 AND o.company_id = $2`,
      [orderId, companyId],
    );
    if (!row) throw new NotFoundException({ message: 'Diese Bestellung wurde nicht gefunden.' });
    return row;
  }

  async webhook(rawBody: string, signature: string | undefined): Promise<PaymentWebhookResponse> {
    const event = this.provider.parseWebhook(rawBody, signature);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const [fresh] = await manager.query<{ event_id: string }[]>(
        `INSERT INTO payment_webhook_events (provider, event_id, event_type) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING event_id`,
        [this.provider.name, event.id, event.type],
      );
      if (!fresh) return { duplicate: true, invoiceId: null };
      return { duplicate: false, invoiceId: await this.apply(manager, event) };
    });
    if (outcome.invoiceId) this.documents.send(outcome.invoiceId);
    return { received: true, duplicate: outcome.duplicate };
  }

  /** A session's first outcome wins; a later event for the same session (another id) changes nothing. */
  private async apply(manager: EntityManager, event: PaymentWebhookEvent): Promise<string | null> {
    const [session] = await manager.query<SessionRow[]>(`${SESSION_SQL} WHERE s.id = $1 FOR UPDATE OF s`, [event.data.sessionId]);
    if (!session) {
      this.logger.warn({ eventId: event.id }, 'Webhook for an unknown payment session');
      return null;
    }
    if (session.status !== 'pending') return null;
    const status = event.type === 'payment.succeeded' ? 'succeeded' : event.type === 'payment.cancelled' ? 'cancelled' : 'failed';
    await manager.query('UPDATE payment_sessions SET status = $2, updated_at = now() WHERE id = $1', [session.id, status]);
    const [order] = await manager.query<
      {
        packageKey: 'starter' | 'standard' | 'premium';
        period: 'monthly' | 'yearly';
        netCents: number;
        start: string;
        end: string;
        promoCodeId: string | null;
        promoCode: string | null;
        discountCents: number;
      }[]
    >(
      `SELECT o.package_key AS "packageKey", o.period, o.net_cents AS "netCents", to_char(o.service_period_start, 'YYYY-MM-DD') AS start,
         to_char(o.service_period_end, 'YYYY-MM-DD') AS "end", o.promo_code_id AS "promoCodeId", c.code AS "promoCode",
         o.discount_cents AS "discountCents"
       FROM billing_orders o LEFT JOIN promo_codes c ON c.id = o.promo_code_id WHERE o.id = $1`,
      [session.orderId],
    );
    if (status !== 'succeeded') {
      await manager.query(`UPDATE billing_orders SET status = 'cancelled' WHERE id = $1`, [session.orderId]);
      // The order did not happen, so its promo code use is given back.
      if (order!.promoCodeId) {
        await manager.query('DELETE FROM promo_redemptions WHERE order_id = $1', [session.orderId]);
        await manager.query('UPDATE promo_codes SET used_count = used_count - 1 WHERE id = $1 AND used_count > 0', [order!.promoCodeId]);
      }
      return null;
    }
    const invoiceId = await this.invoices.issue(manager, {
      companyId: session.companyId,
      orderId: session.orderId,
      kind: 'invoice',
      refersToId: null,
      description: packageDescription(session.packageName, order!.period, order!.promoCode, order!.discountCents),
      quantity: 1,
      unitCode: order!.period === 'monthly' ? 'MON' : 'ANN',
      netCents: order!.netCents,
      servicePeriodStart: order!.start,
      servicePeriodEnd: order!.end,
      buyer: await buyerForCompany(manager, session.companyId),
      paymentMethod: session.method,
      note: null,
      paid: true,
    });
    await manager.query(`UPDATE billing_orders SET status = 'active', invoice_id = $2 WHERE id = $1`, [session.orderId, invoiceId]);
    await this.subscriptions.change(manager, session.companyId, {
      packageKey: order!.packageKey,
      period: order!.period,
      status: 'active',
      currentPeriodEnd: order!.end,
      graceUntil: null,
    });
    return invoiceId;
  }
}
