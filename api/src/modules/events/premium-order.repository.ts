import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { PREMIUM_SERVICES, type PremiumOrder, type PremiumOrderInput } from '@praxisnah/contracts';
import { PremiumBilling } from '../billing/premium-billing';

const ORDER_COLUMNS = `o.id, o.event_id AS "eventId", e.title AS "eventTitle", o.service, o.price_cents AS "priceCents", o.status,
  to_json(o.created_at) #>> '{}' AS "createdAt"`;

/**
 * /event-premium-service: a company orders extras for one of its own events, with the price of the day. Each order
 * is billed in the same transaction (an invoice of its own, payment by transfer) and the invoice mailed after it.
 */
@Injectable()
export class PremiumOrderRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly billing: PremiumBilling,
  ) {}

  list(companyId: string): Promise<PremiumOrder[]> {
    return this.dataSource.query<PremiumOrder[]>(
      `SELECT ${ORDER_COLUMNS} FROM event_premium_orders o JOIN events e ON e.id = o.event_id WHERE o.company_id = $1 ORDER BY o.created_at DESC`,
      [companyId],
    );
  }

  async order(companyId: string, body: PremiumOrderInput): Promise<PremiumOrder> {
    const service = PREMIUM_SERVICES.find((candidate) => candidate.key === body.service)!;
    const placed = await this.dataSource.transaction(async (manager) => {
      // Only the company's own event: another company's event is simply not found.
      const [inserted] = await manager.query<{ id: string; title: string; eventDate: string }[]>(
        `WITH inserted AS (
           INSERT INTO event_premium_orders (id, company_id, event_id, service, price_cents)
           SELECT $1, $2, e.id, $4, $5 FROM events e WHERE e.id = $3 AND e.company_id = $2
           ON CONFLICT (event_id, service) WHERE status = 'open' DO NOTHING RETURNING id, event_id
         )
         SELECT i.id, e.title, to_char(e.event_date, 'YYYY-MM-DD') AS "eventDate" FROM inserted i JOIN events e ON e.id = i.event_id`,
        [randomUUID(), companyId, body.eventId, service.key, service.priceCents],
      );
      if (!inserted) return null;
      const invoiceId = await this.billing.bill(manager, {
        id: inserted.id,
        companyId,
        serviceLabel: service.label,
        eventTitle: inserted.title,
        eventDate: inserted.eventDate,
        priceCents: service.priceCents,
      });
      await manager.query('UPDATE event_premium_orders SET billed_at = now() WHERE id = $1', [inserted.id]);
      return { id: inserted.id, invoiceId };
    });
    if (!placed) {
      const [owned] = await this.dataSource.query<unknown[]>('SELECT 1 FROM events WHERE id = $1 AND company_id = $2', [
        body.eventId,
        companyId,
      ]);
      if (!owned) throw new NotFoundException({ message: 'Diese Veranstaltung wurde nicht gefunden.' });
      throw new ConflictException({ message: `„${service.label}“ ist für dieses Event bereits bestellt.` });
    }
    this.billing.send(placed.invoiceId);
    const [order] = await this.dataSource.query<PremiumOrder[]>(
      `SELECT ${ORDER_COLUMNS} FROM event_premium_orders o JOIN events e ON e.id = o.event_id WHERE o.id = $1`,
      [placed.id],
    );
    return order!;
  }
}
