import { startTestStack, type TestStack } from '../../infra/testing/stack';
import { imageForm, loginToken, pngBytes, request, sql, type HttpResult } from './support/account-helpers';

/**
 * Every endpoint that needs a company or an admin, called as visitor, company A (firma), company B (firma2), admin and
 * regional manager. Each denial is asserted with its status, and no denial may carry any of company A's data.
 */

type Actor = 'visitor' | 'companyA' | 'companyB' | 'admin' | 'region';

interface Ids {
  listing: string;
  event: string;
  /** The invoice of an event premium service company A ordered. */
  invoice: string;
}

interface Endpoint {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path(ids: Ids): string;
  body?(): unknown;
  form?(): FormData;
  /** Targets company A's own listing or event by id: company B must get 404. */
  targetsA?: boolean;
}

const newListing = () => ({
  title: 'Praktikum Matrixprüfung (m/w/d)',
  description: 'Ein Praktikum, das nur die Berechtigungsprüfung anlegt. Du lernst die Werkstatt kennen.',
  sector: 'bau_handwerk',
  type: 'schuelerpraktikum',
  duration: '2_wochen',
  status: 'entwurf',
});
const newEvent = () => ({ title: 'Matrix-Infotag', eventDate: '2030-05-04', location: 'Werkstatt', city: 'Köln' });

const COMPANY_ENDPOINTS: Endpoint[] = [
  { name: 'create listing', method: 'POST', path: () => '/api/internships', body: newListing },
  {
    name: 'update listing',
    method: 'PATCH',
    path: (ids) => `/api/internships/${ids.listing}`,
    body: () => ({ title: 'Von fremder Hand geändert' }),
    targetsA: true,
  },
  {
    name: 'set listing status',
    method: 'PATCH',
    path: (ids) => `/api/internships/${ids.listing}/status`,
    body: () => ({ status: 'pausiert' }),
    targetsA: true,
  },
  { name: 'duplicate listing', method: 'POST', path: (ids) => `/api/internships/${ids.listing}/duplicate`, targetsA: true },
  { name: 'delete listing', method: 'DELETE', path: (ids) => `/api/internships/${ids.listing}`, targetsA: true },
  { name: 'own listings', method: 'GET', path: () => '/api/company/internships' },
  { name: 'own listings (Ausbildung)', method: 'GET', path: () => '/api/company/internships?isAusbildung=true' },
  { name: 'own listing', method: 'GET', path: (ids) => `/api/company/internships/${ids.listing}`, targetsA: true },
  { name: 'own events', method: 'GET', path: () => '/api/company/events' },
  { name: 'own analytics', method: 'GET', path: () => '/api/company/analytics' },
  { name: 'create event', method: 'POST', path: () => '/api/events', body: newEvent },
  {
    name: 'update event',
    method: 'PATCH',
    path: (ids) => `/api/events/${ids.event}`,
    body: () => ({ title: 'Von fremder Hand geändert' }),
    targetsA: true,
  },
  { name: 'delete event', method: 'DELETE', path: (ids) => `/api/events/${ids.event}`, targetsA: true },
  { name: 'own company', method: 'GET', path: () => '/api/company' },
  {
    name: 'update company',
    method: 'PATCH',
    path: () => '/api/company',
    body: () => ({ description: 'Geänderte Beschreibung aus der Matrix.' }),
  },
  { name: 'upload logo', method: 'POST', path: () => '/api/company/logo', form: () => imageForm(pngBytes(512), 'logo.png', 'image/png') },
  {
    name: 'upload featured image',
    method: 'POST',
    path: () => '/api/company/featured-image',
    form: () => imageForm(pngBytes(512), 'bild.png', 'image/png'),
  },
  { name: 'own subscription', method: 'GET', path: () => '/api/company/billing/subscription' },
  { name: 'own invoices', method: 'GET', path: () => '/api/company/billing/invoices' },
  { name: 'own billing address', method: 'GET', path: () => '/api/company/billing/profile' },
  { name: 'invoice PDF', method: 'GET', path: (ids) => `/api/company/billing/invoices/${ids.invoice}/pdf`, targetsA: true },
  { name: 'invoice XML', method: 'GET', path: (ids) => `/api/company/billing/invoices/${ids.invoice}/xml`, targetsA: true },
  { name: 'remove logo', method: 'DELETE', path: () => '/api/company/logo' },
  { name: 'remove featured image', method: 'DELETE', path: () => '/api/company/featured-image' },
  {
    name: 'improve description',
    method: 'POST',
    path: () => '/api/ai/improve-description',
    body: () => ({ title: 'Praktikum Werkstatt', description: 'Du hilfst in der Werkstatt und lernst Fahrzeuge kennen.' }),
  },
];

const ADMIN_ENDPOINTS: Endpoint[] = [
  { name: 'dead letters', method: 'GET', path: () => '/api/admin/dead-letters' },
  { name: 'replay dead letters', method: 'POST', path: () => '/api/admin/dead-letters/replay', body: () => ({}) },
  { name: 'index freshness', method: 'GET', path: () => '/api/admin/metrics/freshness' },
  { name: 'analytics overview', method: 'GET', path: () => '/api/admin/analytics?from=2026-10-01&to=2026-11-26' },
  { name: 'analytics regions', method: 'GET', path: () => '/api/admin/analytics/regions' },
  { name: 'queue health', method: 'GET', path: () => '/api/admin/queues' },
  { name: 'all invoices', method: 'GET', path: () => '/api/admin/billing/invoices' },
  { name: 'any invoice PDF', method: 'GET', path: (ids) => `/api/admin/billing/invoices/${ids.invoice}/pdf` },
  { name: 'promo codes', method: 'GET', path: () => '/api/admin/promo-codes' },
];

const CHANGE_PASSWORD: Endpoint = {
  name: 'change password',
  method: 'POST',
  path: () => '/api/auth/change-password',
  body: () => ({ currentPassword: 'nicht-das-richtige-1', newPassword: 'neues-Passwort-2030' }),
};

jest.setTimeout(60_000);

describe('authorization matrix', () => {
  let stack: TestStack;
  let tokens: Record<Exclude<Actor, 'visitor'>, string>;
  let ids: Ids;
  let secretsOfA: string[];
  const denials: { label: string; response: HttpResult }[] = [];

  const call = (actor: Actor, endpoint: Endpoint): Promise<HttpResult> =>
    request(stack.baseUrl, endpoint.method, endpoint.path(ids), {
      token: actor === 'visitor' ? undefined : tokens[actor],
      body: endpoint.body?.(),
      form: endpoint.form?.(),
    });

  /** Calls and records a denial, so the final check can read every denial body. */
  const deny = async (actor: Actor, endpoint: Endpoint, status: number) => {
    const response = await call(actor, endpoint);
    denials.push({ label: `${actor} → ${endpoint.method} ${endpoint.name}`, response });
    expect({ endpoint: endpoint.name, actor, status: response.status }).toEqual({ endpoint: endpoint.name, actor, status });
    expect(Object.keys(response.body as object)).toEqual(['message']);
    expect(typeof (response.body as { message: unknown }).message).toBe('string');
    return response;
  };

  const rowsOfA = () =>
    Promise.all([
      sql(stack.databaseUrl, 'SELECT to_jsonb(l) AS row FROM listings l WHERE id = $1', [ids.listing]),
      sql(stack.databaseUrl, 'SELECT to_jsonb(e) AS row FROM events e WHERE id = $1', [ids.event]),
      sql(stack.databaseUrl, `SELECT to_jsonb(c) AS row FROM companies c WHERE slug = 'demo-werkstatt-gmbh'`),
      sql(stack.databaseUrl, `SELECT password_hash FROM users WHERE email = 'firma@demo.example'`),
      sql(
        stack.databaseUrl,
        `SELECT count(*)::int AS count FROM listings l JOIN companies c ON c.id = l.company_id WHERE c.slug = 'demo-werkstatt-gmbh'`,
      ),
    ]);

  beforeAll(async () => {
    stack = await startTestStack({ web: false });
    const base = stack.baseUrl;
    tokens = {
      companyA: await loginToken(base, 'firma@demo.example', 'demo-passwort'),
      companyB: await loginToken(base, 'firma2@demo.example', 'demo-passwort'),
      admin: await loginToken(base, 'admin@demo.example', 'admin-passwort'),
      region: await loginToken(base, 'region@demo.example', 'demo-passwort'),
    };
    const listings = (await request<{ id: string; title: string }[]>(base, 'GET', '/api/company/internships', { token: tokens.companyA }))
      .body;
    const events = (await request<{ id: string; title: string }[]>(base, 'GET', '/api/company/events', { token: tokens.companyA })).body;
    expect(listings.length).toBeGreaterThan(0);
    expect(events.length).toBeGreaterThan(0);
    const ordered = await request(base, 'POST', '/api/company/premium-orders', {
      token: tokens.companyA,
      body: { eventId: events[0]!.id, service: 'newsletter' },
    });
    expect(ordered.status).toBe(201);
    const invoices = (
      await request<{ id: string; number: string }[]>(base, 'GET', '/api/company/billing/invoices', { token: tokens.companyA })
    ).body;
    ids = { listing: listings[0]!.id, event: events[0]!.id, invoice: invoices[0]!.id };
    secretsOfA = [
      ...listings.flatMap((listing) => [listing.id, listing.title]),
      ...events.flatMap((event) => [event.id, event.title]),
      ...invoices.flatMap((invoice) => [invoice.id, invoice.number]),
    ];
  }, 180_000);

  afterAll(() => stack?.stop(), 60_000);

  describe('visitor (no or an invalid token) → 401', () => {
    for (const endpoint of [...COMPANY_ENDPOINTS, ...ADMIN_ENDPOINTS, CHANGE_PASSWORD]) {
      it(`${endpoint.method} ${endpoint.name}`, async () => {
        await deny('visitor', endpoint, 401);
        const forged = await request(stack.baseUrl, endpoint.method, endpoint.path(ids), {
          token: 'erfundenes-token-1234567890',
          body: endpoint.body?.(),
          form: endpoint.form?.(),
        });
        denials.push({ label: `forged token → ${endpoint.name}`, response: forged });
        expect(forged.status).toBe(401);
      });
    }
  });

  describe('company B on company A', () => {
    it("gets 404 for A's listing and event, and A's rows stay as they were", async () => {
      const before = await rowsOfA();
      for (const endpoint of COMPANY_ENDPOINTS.filter((candidate) => candidate.targetsA)) await deny('companyB', endpoint, 404);
      expect(await rowsOfA()).toEqual(before);
      const copies = await sql(stack.databaseUrl, `SELECT 1 FROM listings WHERE title LIKE '%(Kopie)%'`);
      expect(copies).toHaveLength(0);
    });

    it('sees only its own data on collection endpoints and changes only its own company', async () => {
      const before = await rowsOfA();
      for (const endpoint of COMPANY_ENDPOINTS.filter((candidate) => !candidate.targetsA)) {
        const response = await call('companyB', endpoint);
        expect({ endpoint: endpoint.name, ok: response.status < 300 }).toEqual({ endpoint: endpoint.name, ok: true });
        for (const secret of secretsOfA) expect(response.text).not.toContain(secret);
        expect(response.text).not.toContain('Demo Werkstatt');
      }
      expect(await rowsOfA()).toEqual(before);
    });

    it("changes only its own password, and A's session and password stay valid", async () => {
      const before = await rowsOfA();
      const changed = await request(stack.baseUrl, 'POST', '/api/auth/change-password', {
        token: tokens.companyB,
        body: { currentPassword: 'demo-passwort', newPassword: 'zweites-Passwort-22' },
      });
      expect(changed.status).toBe(200);
      expect(await rowsOfA()).toEqual(before);
      expect((await request(stack.baseUrl, 'GET', '/api/me', { token: tokens.companyA })).status).toBe(200);
      expect((await request(stack.baseUrl, 'GET', '/api/me', { token: tokens.companyB })).status).toBe(200);
    });
  });

  describe('admin and regional manager on company endpoints → 403 (they have no company)', () => {
    for (const actor of ['admin', 'region'] as const) {
      for (const endpoint of COMPANY_ENDPOINTS) {
        it(`${actor}: ${endpoint.method} ${endpoint.name}`, async () => {
          const before = await rowsOfA();
          await deny(actor, endpoint, 403);
          expect(await rowsOfA()).toEqual(before);
        });
      }
    }

    it('may change their own password (an account endpoint, not a company one): a wrong current password is a 400', async () => {
      const response = await deny('admin', CHANGE_PASSWORD, 400);
      expect((response.body as { message: string }).message).toContain('bisherige Passwort');
    });
  });

  describe('companies and regional manager on admin endpoints → 403', () => {
    for (const actor of ['companyA', 'companyB', 'region'] as const) {
      for (const endpoint of ADMIN_ENDPOINTS) {
        it(`${actor}: ${endpoint.method} ${endpoint.name}`, () => deny(actor, endpoint, 403).then(() => undefined));
      }
    }

    it('while the admin is let in (so the 403s are not an accident)', async () => {
      for (const endpoint of ADMIN_ENDPOINTS) expect((await call('admin', endpoint)).status).toBe(200);
    });
  });

  describe('company A on its own data (positive control)', () => {
    it('reads, improves, changes and finally deletes its own listing and event', async () => {
      const byName = (name: string) => COMPANY_ENDPOINTS.find((endpoint) => endpoint.name === name)!;
      for (const name of [
        'own listing',
        'own listings',
        'own events',
        'own analytics',
        'own company',
        'own invoices',
        'invoice PDF',
        'invoice XML',
        'set listing status',
        'update event',
      ]) {
        expect({ name, status: (await call('companyA', byName(name))).status }).toEqual({ name, status: 200 });
      }
      const improved = await call('companyA', byName('improve description'));
      expect(improved.status).toBe(200);
      expect(improved.body).toMatchObject({ provider: 'offline', suggestedTitle: 'Praktikum Werkstatt (m/w/d)' });
      expect((await call('companyA', byName('delete listing'))).status).toBe(204);
      expect((await call('companyA', byName('delete event'))).status).toBe(204);
      expect((await call('companyA', byName('own listing'))).status).toBe(404);
    });
  });

  // Declared last, so it runs after every other test of this file.
  it("no denial body carries company A's data or a stack trace", () => {
    expect(denials.length).toBeGreaterThan(60);
    for (const { label, response } of denials) {
      for (const secret of secretsOfA) expect({ label, leaks: response.text.includes(secret) }).toEqual({ label, leaks: false });
      expect(response.text).not.toMatch(/"stack"|at \w+ \(|node_modules/);
    }
  });
});
