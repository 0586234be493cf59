import { DEMO_COMPANY_SLUG, SECOND_DEMO_COMPANY_SLUG } from './demo-data';
import type { Queryable } from './seed-database';

/**
 * The demo logins' packages: both companies on Standard (10 active listings, events), so every listing they show
 * stays online. The generated companies have no login and no package: they never publish.
 */
export const DEMO_PACKAGES = { [DEMO_COMPANY_SLUG]: 'standard', [SECOND_DEMO_COMPANY_SLUG]: 'standard' } as const;

/** Promo codes to try on /checkout and to manage on /admin-codes. */
export const DEMO_PROMO_CODES = [
  {
    id: '7b0e5c1a-3d2f-4e6a-9b8c-0d1e2f3a4b01',
    code: 'START2026',
    description: 'Demo: 20 % auf das erste Paket im Jahr 2026',
    kind: 'percent',
    value: 20,
    validFrom: '2026-01-01',
    validUntil: '2026-12-31',
    usageLimit: 500,
    packageKeys: ['standard', 'premium'],
  },
  {
    id: '7b0e5c1a-3d2f-4e6a-9b8c-0d1e2f3a4b02',
    code: 'PREMIUM50',
    description: 'Demo: 50 € netto Nachlass auf Premium',
    kind: 'fixed',
    value: 5000,
    validFrom: null,
    validUntil: null,
    usageLimit: 25,
    packageKeys: ['premium'],
  },
  {
    id: '7b0e5c1a-3d2f-4e6a-9b8c-0d1e2f3a4b03',
    code: 'MESSE2025',
    description: 'Demo: abgelaufener Code der Messe 2025',
    kind: 'percent',
    value: 15,
    validFrom: '2025-01-01',
    validUntil: '2025-12-31',
    usageLimit: null,
    packageKeys: [],
  },
] as const;

export async function seedBillingDemo(client: Queryable, now: Date): Promise<void> {
  for (const [slug, packageKey] of Object.entries(DEMO_PACKAGES)) {
    await client.query(
      `INSERT INTO company_subscriptions (company_id, package_key, period, status, current_period_end)
       SELECT id, $2, 'yearly', 'active', ($3::date + interval '1 year' - interval '1 day')::date FROM companies WHERE slug = $1
       ON CONFLICT (company_id) DO NOTHING`,
      [slug, packageKey, now.toISOString().slice(0, 10)],
    );
  }
  for (const code of DEMO_PROMO_CODES) {
    await client.query(
      `INSERT INTO promo_codes (id, code, description, kind, value, valid_from, valid_until, usage_limit, package_keys)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (code) DO NOTHING`,
      [
        code.id,
        code.code,
        code.description,
        code.kind,
        code.value,
        code.validFrom,
        code.validUntil,
        code.usageLimit,
        [...code.packageKeys],
      ],
    );
  }
}

/**
 * For the test stacks only: the suites publish dozens of listings as the demo companies, more than Standard holds,
 * so there they are on Premium. The package limits are tested with companies of their own (api/test/billing.int-spec.ts).
 */
export async function upgradeDemoCompaniesForTests(client: Queryable): Promise<void> {
  await client.query(
    `UPDATE company_subscriptions s SET package_key = 'premium' FROM companies c WHERE c.id = s.company_id AND c.slug = ANY($1)`,
    [Object.keys(DEMO_PACKAGES)],
  );
}
