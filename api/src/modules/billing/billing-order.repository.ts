import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { BillingPeriod, OrderStatus, PackageKey, PaymentMethod } from '@praxisnah/contracts';

export interface NewPackageOrder {
  id: string;
  companyId: string;
  packageKey: PackageKey;
  period: BillingPeriod;
  paymentMethod: PaymentMethod;
  /** By card or wallet the order waits for the provider; by invoice (or free) it is active at once. */
  status: 'pending_payment' | 'active';
  promoCodeId: string | null;
  listPriceCents: number;
  discountCents: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
  servicePeriodStart: string;
  servicePeriodEnd: string;
}

/** An event premium service's order: its list price is its net price, paid by transfer, active at once. */
export interface NewPremiumServiceOrder {
  id: string;
  companyId: string;
  premiumOrderId: string;
  netCents: number;
  vatCents: number;
  grossCents: number;
  servicePeriodStart: string;
  servicePeriodEnd: string;
}

/** What a payment's outcome needs of its order: the package, the period and the promo code it took a use of. */
export interface OrderToSettle {
  packageKey: PackageKey;
  period: BillingPeriod;
  netCents: number;
  start: string;
  end: string;
  promoCodeId: string | null;
  promoCode: string | null;
  discountCents: number;
}

/** billing_orders: a package booked at checkout or an event premium service, with the invoice issued for it. */
@Injectable()
export class BillingOrderRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async addPackageOrder(manager: EntityManager, order: NewPackageOrder): Promise<void> {
    await manager.query(
      `INSERT INTO billing_orders (id, company_id, kind, package_key, period, payment_method, status, promo_code_id, list_price_cents,
         discount_cents, net_cents, vat_cents, gross_cents, service_period_start, service_period_end)
       VALUES ($1, $2, 'package', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        order.id,
        order.companyId,
        order.packageKey,
        order.period,
        order.paymentMethod,
        order.status,
        order.promoCodeId,
        order.listPriceCents,
        order.discountCents,
        order.netCents,
        order.vatCents,
        order.grossCents,
        order.servicePeriodStart,
        order.servicePeriodEnd,
      ],
    );
  }

  async addPremiumServiceOrder(manager: EntityManager, order: NewPremiumServiceOrder): Promise<void> {
    await manager.query(
      `INSERT INTO billing_orders (id, company_id, kind, premium_order_id, payment_method, status, list_price_cents, discount_cents,
         net_cents, vat_cents, gross_cents, service_period_start, service_period_end)
       VALUES ($1, $2, 'premium_service', $3, 'invoice', 'active', $4, 0, $4, $5, $6, $7, $8)`,
      [
        order.id,
        order.companyId,
        order.premiumOrderId,
        order.netCents,
        order.vatCents,
        order.grossCents,
        order.servicePeriodStart,
        order.servicePeriodEnd,
      ],
    );
  }

  async attachInvoice(manager: EntityManager, orderId: string, invoiceId: string): Promise<void> {
    await manager.query('UPDATE billing_orders SET invoice_id = $2 WHERE id = $1', [orderId, invoiceId]);
  }

  /** The provider confirmed the payment: the order is active with its (paid) invoice. */
  async activate(manager: EntityManager, orderId: string, invoiceId: string): Promise<void> {
    await manager.query(`UPDATE billing_orders SET status = 'active', invoice_id = $2 WHERE id = $1`, [orderId, invoiceId]);
  }

  /** Cancels the order; answers its package key (null for a premium service or a missing order). */
  async cancel(manager: EntityManager, orderId: string): Promise<string | null> {
    const [order] = await manager.query<{ package_key: string | null }[]>(
      `WITH cancelled AS (UPDATE billing_orders SET status = 'cancelled' WHERE id = $1 RETURNING package_key) SELECT * FROM cancelled`,
      [orderId],
    );
    return order?.package_key ?? null;
  }

  async findToSettle(manager: EntityManager, orderId: string): Promise<OrderToSettle | null> {
    const [order] = await manager.query<OrderToSettle[]>(
      `SELECT o.package_key AS "packageKey", o.period, o.net_cents AS "netCents", to_char(o.service_period_start, 'YYYY-MM-DD') AS start,
         to_char(o.service_period_end, 'YYYY-MM-DD') AS "end", o.promo_code_id AS "promoCodeId", c.code AS "promoCode",
         o.discount_cents AS "discountCents"
       FROM billing_orders o LEFT JOIN promo_codes c ON c.id = o.promo_code_id WHERE o.id = $1`,
      [orderId],
    );
    return order ?? null;
  }

  /** The order's state for the page after checkout; only the company's own (another's is simply not found). */
  async statusOf(orderId: string, companyId: string): Promise<OrderStatus | null> {
    const [row] = await this.dataSource.query<OrderStatus[]>(
      `SELECT o.id AS "orderId", o.status, o.package_key AS "packageKey", p.name AS "packageName", o.payment_method AS "paymentMethod",
         o.gross_cents AS "grossCents", o.invoice_id AS "invoiceId", i.number AS "invoiceNumber"
       FROM billing_orders o JOIN packages p ON p.key = o.package_key LEFT JOIN invoices i ON i.id = o.invoice_id
       WHERE o.id = $1 AND o.company_id = $2`,
      [orderId, companyId],
    );
    return row ?? null;
  }
}
