import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Packages and payment (issue 24): packages as data, each company's subscription, orders, promo codes, gap-free
 * document numbers, invoices with their cancellations and credit notes, payment sessions and webhook event ids.
 */
export class Billing1795660000000 implements MigrationInterface {
  name = 'Billing1795660000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE packages (
        key text PRIMARY KEY,
        name text NOT NULL,
        description text NOT NULL,
        monthly_price_cents int NOT NULL CHECK (monthly_price_cents >= 0),
        yearly_price_cents int NOT NULL CHECK (yearly_price_cents >= 0),
        active_listings int CHECK (active_listings >= 0),
        active_events int CHECK (active_events >= 0),
        highlighted_placement boolean NOT NULL DEFAULT false,
        talk_slots int NOT NULL DEFAULT 0,
        recommended boolean NOT NULL DEFAULT false,
        sort_order int NOT NULL
      );
      INSERT INTO packages VALUES
        ('starter', 'Starter', 'Zum Ausprobieren: ein aktives Angebot, kostenlos.', 0, 0, 1, 1, false, 0, false, 1),
        ('standard', 'Standard', 'Für Betriebe, die regelmäßig Praktika und Ausbildungsplätze anbieten.', 4900, 49000, 10, NULL, false, 1, true, 2),
        ('premium', 'Premium', 'Unbegrenzt viele Angebote, hervorgehoben platziert.', 9900, 99000, NULL, NULL, true, 3, false, 3);

      CREATE TABLE company_subscriptions (
        company_id uuid PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
        package_key text NOT NULL REFERENCES packages(key),
        period text CHECK (period IN ('monthly', 'yearly')),
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'grace', 'overdue')),
        current_period_end date,
        grace_until date,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX company_subscriptions_grace_idx ON company_subscriptions(grace_until) WHERE status = 'grace';

      CREATE TABLE billing_profiles (
        company_id uuid PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
        address jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE promo_codes (
        id uuid PRIMARY KEY,
        code text NOT NULL UNIQUE,
        description text,
        kind text NOT NULL CHECK (kind IN ('percent', 'fixed')),
        value int NOT NULL CHECK (value > 0),
        valid_from date,
        valid_until date,
        usage_limit int CHECK (usage_limit > 0),
        used_count int NOT NULL DEFAULT 0,
        package_keys text[] NOT NULL DEFAULT '{}',
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (kind <> 'percent' OR value <= 100),
        CHECK (usage_limit IS NULL OR used_count <= usage_limit)
      );

      -- One row per series and year; the number is taken by UPDATE ... RETURNING in the invoice's own transaction,
      -- so a rolled-back order gives its number back and numbers never gap (a sequence would).
      CREATE TABLE document_counters (
        year int PRIMARY KEY,
        last_number int NOT NULL DEFAULT 0
      );

      CREATE TABLE billing_orders (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies(id) ON DELETE RESTRICT,
        kind text NOT NULL CHECK (kind IN ('package', 'premium_service')),
        package_key text REFERENCES packages(key),
        period text CHECK (period IN ('monthly', 'yearly')),
        premium_order_id uuid REFERENCES event_premium_orders(id) ON DELETE SET NULL,
        payment_method text NOT NULL CHECK (payment_method IN ('invoice', 'card', 'wallet')),
        status text NOT NULL CHECK (status IN ('pending_payment', 'active', 'cancelled')),
        promo_code_id uuid REFERENCES promo_codes(id),
        list_price_cents int NOT NULL,
        discount_cents int NOT NULL,
        net_cents int NOT NULL,
        vat_cents int NOT NULL,
        gross_cents int NOT NULL,
        service_period_start date NOT NULL,
        service_period_end date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX billing_orders_company_idx ON billing_orders(company_id, created_at DESC);

      CREATE TABLE invoices (
        id uuid PRIMARY KEY,
        number text NOT NULL UNIQUE,
        year int NOT NULL,
        seq int NOT NULL,
        kind text NOT NULL CHECK (kind IN ('invoice', 'cancellation', 'credit_note')),
        refers_to_id uuid REFERENCES invoices(id),
        company_id uuid NOT NULL REFERENCES companies(id) ON DELETE RESTRICT,
        order_id uuid REFERENCES billing_orders(id),
        status text NOT NULL CHECK (status IN ('open', 'paid', 'cancelled', 'settled')),
        issue_date date NOT NULL,
        due_date date,
        service_period_start date NOT NULL,
        service_period_end date NOT NULL,
        description text NOT NULL,
        quantity int NOT NULL DEFAULT 1,
        unit_code text NOT NULL,
        net_cents int NOT NULL,
        vat_rate_percent numeric(5, 2) NOT NULL,
        vat_cents int NOT NULL,
        gross_cents int NOT NULL,
        -- Seller and buyer as they stood on the issue date: the documents are rebuilt from these, never from live data.
        seller jsonb NOT NULL,
        buyer jsonb NOT NULL,
        note text,
        payment_method text NOT NULL CHECK (payment_method IN ('invoice', 'card', 'wallet')),
        paid_at timestamptz,
        payment_source text,
        reminder_sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (year, seq),
        CHECK ((kind = 'invoice') = (refers_to_id IS NULL))
      );
      CREATE INDEX invoices_company_idx ON invoices(company_id, issue_date DESC, seq DESC);
      CREATE INDEX invoices_open_idx ON invoices(issue_date) WHERE status = 'open' AND kind = 'invoice';
      CREATE UNIQUE INDEX invoices_one_cancellation_idx ON invoices(refers_to_id) WHERE kind = 'cancellation';

      ALTER TABLE billing_orders ADD COLUMN invoice_id uuid REFERENCES invoices(id);

      CREATE TABLE promo_redemptions (
        promo_code_id uuid NOT NULL REFERENCES promo_codes(id),
        order_id uuid NOT NULL REFERENCES billing_orders(id),
        company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        redeemed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (promo_code_id, order_id)
      );

      CREATE TABLE payment_sessions (
        id text PRIMARY KEY,
        provider text NOT NULL,
        method text NOT NULL CHECK (method IN ('card', 'wallet')),
        order_id uuid NOT NULL REFERENCES billing_orders(id),
        company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'cancelled', 'failed')),
        gross_cents int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE payment_webhook_events (
        provider text NOT NULL,
        event_id text NOT NULL,
        event_type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider, event_id)
      );

      -- Listings the platform paused because the package no longer covers them; they come back when it does again.
      ALTER TABLE listings ADD COLUMN paused_by_package_at timestamptz;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE listings DROP COLUMN paused_by_package_at;
      DROP TABLE payment_webhook_events, payment_sessions, promo_redemptions;
      ALTER TABLE billing_orders DROP COLUMN invoice_id;
      DROP TABLE invoices, billing_orders, document_counters, promo_codes, billing_profiles, company_subscriptions, packages;
    `);
  }
}
