import { MigrationInterface, QueryRunner } from 'typeorm';

/** Extras an organiser books for an event; stored with the price at ordering time, billed later by the payment flow. */
export class EventPremiumOrders1795656591240 implements MigrationInterface {
  name = 'EventPremiumOrders1795656591240';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE event_premium_orders (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        service text NOT NULL,
        price_cents int NOT NULL CHECK (price_cents >= 0),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'billed', 'cancelled')),
        created_at timestamptz NOT NULL DEFAULT now(),
        billed_at timestamptz
      );
      CREATE INDEX event_premium_orders_company_idx ON event_premium_orders(company_id, created_at DESC);
      CREATE UNIQUE INDEX event_premium_orders_open_idx ON event_premium_orders(event_id, service) WHERE status = 'open';
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE event_premium_orders');
  }
}
