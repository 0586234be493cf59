import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { BillingPeriod, PaymentSession } from '@praxisnah/contracts';

export interface PaymentSessionRow {
  id: string;
  provider: string;
  method: 'card' | 'wallet';
  status: PaymentSession['status'];
  orderId: string;
  companyId: string;
  grossCents: number;
  packageName: string;
  period: BillingPeriod;
}

export interface NewPaymentSession {
  id: string;
  provider: string;
  method: 'card' | 'wallet';
  orderId: string;
  companyId: string;
  grossCents: number;
}

const SESSION_SQL = `SELECT s.id, s.provider, s.method, s.status, s.order_id AS "orderId", s.company_id AS "companyId",
  s.gross_cents AS "grossCents", p.name AS "packageName", o.period
  FROM payment_sessions s JOIN billing_orders o ON o.id = s.order_id JOIN packages p ON p.key = o.package_key`;

/** Card and wallet payments at the provider (payment_sessions), and the provider's webhook deliveries already applied. */
@Injectable()
export class PaymentSessionRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Only the company's own session (another's is simply not found). */
  async findOwned(id: string, companyId: string): Promise<PaymentSessionRow | null> {
    const [row] = await this.dataSource.query<PaymentSessionRow[]>(`${SESSION_SQL} WHERE s.id = $1 AND s.company_id = $2`, [id, companyId]);
    return row ?? null;
  }

  /** Locks the session for the rest of the caller's transaction; null when there is none. */
  async lock(manager: EntityManager, id: string): Promise<PaymentSessionRow | null> {
    const [row] = await manager.query<PaymentSessionRow[]>(`${SESSION_SQL} WHERE s.id = $1 FOR UPDATE OF s`, [id]);
    return row ?? null;
  }

  async open(manager: EntityManager, session: NewPaymentSession): Promise<void> {
    await manager.query(
      `INSERT INTO payment_sessions (id, provider, method, order_id, company_id, gross_cents) VALUES ($1, $2, $3, $4, $5, $6)`,
      [session.id, session.provider, session.method, session.orderId, session.companyId, session.grossCents],
    );
  }

  async setStatus(manager: EntityManager, id: string, status: Exclude<PaymentSession['status'], 'pending'>): Promise<void> {
    await manager.query('UPDATE payment_sessions SET status = $2, updated_at = now() WHERE id = $1', [id, status]);
  }

  /**
   * Records a webhook delivery by the provider's event id in the caller's transaction; false when it was recorded
   * before (a replay or a duplicate), so its effect is applied once.
   */
  async recordDelivery(manager: EntityManager, provider: string, eventId: string, eventType: string): Promise<boolean> {
    const [fresh] = await manager.query<{ event_id: string }[]>(
      `INSERT INTO payment_webhook_events (provider, event_id, event_type) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING event_id`,
      [provider, eventId, eventType],
    );
    return fresh !== undefined;
  }
}
