import { startTestStack, type TestStack } from '../../infra/testing/stack';
import { loginToken, request, sql, type HttpResult } from './support/account-helpers';

/**
 * Every operator endpoint, called as visitor, company A (NRW), company B (Hamburg), the NRW regional manager on a
 * target in NRW and on one in Hamburg, and the admin. Denials carry a German message and none of the target's data,
 * and leave the database as it was.
 */

type Actor = 'visitor' | 'companyA' | 'companyB' | 'region' | 'admin';

/** Company A and its offers are in NRW (the manager's region); company B and its offers are in Hamburg. */
interface Targets {
  company: string;
  listing: string;
  event: string;
}

interface Endpoint {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path(target: Targets): string;
  body?(): unknown;
  /** Acts on one target: the manager may in NRW and is refused (403) in Hamburg. */
  targeted?: boolean;
  /** Admins only: the manager gets 403 everywhere. */
  adminOnly?: boolean;
}

const REASON = { reason: 'Die Anzeige verlangt eine Gebühr von Bewerbern; das ist nicht erlaubt.' };
const regionEvent = () => ({
  title: 'Ausbildungsmesse Matrix',
  eventDate: '2030-05-04',
  location: 'Stadthalle',
  city: 'Köln',
  zip: '50667',
});

const ENDPOINTS: Endpoint[] = [
  { name: 'companies', method: 'GET', path: () => '/api/operator/companies' },
  { name: 'listings', method: 'GET', path: () => '/api/operator/listings' },
  { name: 'events', method: 'GET', path: () => '/api/operator/events' },
  { name: 'audit log', method: 'GET', path: () => '/api/operator/audit-log' },
  { name: 'own region', method: 'GET', path: () => '/api/operator/region' },
  { name: 'verify company', method: 'POST', path: (t) => `/api/operator/companies/${t.company}/verify`, targeted: true },
  { name: 'unverify company', method: 'DELETE', path: (t) => `/api/operator/companies/${t.company}/verify`, targeted: true },
  { name: 'hide listing', method: 'POST', path: (t) => `/api/operator/listings/${t.listing}/hide`, body: () => REASON, targeted: true },
  { name: 'unhide listing', method: 'POST', path: (t) => `/api/operator/listings/${t.listing}/unhide`, targeted: true },
  { name: 'hide event', method: 'POST', path: (t) => `/api/operator/events/${t.event}/hide`, body: () => REASON, targeted: true },
  { name: 'unhide event', method: 'POST', path: (t) => `/api/operator/events/${t.event}/unhide`, targeted: true },
  { name: 'create region event', method: 'POST', path: () => '/api/operator/events?region=nordrhein-westfalen', body: regionEvent },
  { name: 'region settings', method: 'GET', path: () => '/api/operator/regions/nordrhein-westfalen' },
  { name: 'region analytics', method: 'GET', path: () => '/api/operator/analytics' },
  {
    name: 'change region settings',
    method: 'PATCH',
    path: () => '/api/operator/regions/nordrhein-westfalen',
    body: () => ({ homeTitle: 'Neue Überschrift aus der Matrix' }),
  },
  { name: 'all regions', method: 'GET', path: () => '/api/admin/regions', adminOnly: true },
  {
    name: 'create region',
    method: 'POST',
    path: () => '/api/admin/regions',
    body: () => ({ slug: 'matrix', name: 'Matrix', states: [], postcodeRanges: ['99990-99999'] }),
    adminOnly: true,
  },
  {
    name: 'change region area',
    method: 'PATCH',
    path: () => '/api/admin/regions/hamburg',
    body: () => ({ postcodeRanges: ['50000-50999'] }),
    adminOnly: true,
  },
  { name: 'applications', method: 'GET', path: () => '/api/admin/regional-manager-applications', adminOnly: true },
  {
    name: 'decide application',
    method: 'POST',
    path: () => '/api/admin/regional-manager-applications/5d1f3c2a-8b7e-4f6d-9a0b-1c2d3e4f5a61/decision',
    body: () => ({ decision: 'abgelehnt', message: 'Diese Entscheidung darf nur ein Admin treffen.' }),
    adminOnly: true,
  },
  {
    name: 'suspend company',
    method: 'POST',
    path: (t) => `/api/admin/companies/${t.company}/suspend`,
    body: () => REASON,
    adminOnly: true,
  },
  { name: 'reactivate company', method: 'POST', path: (t) => `/api/admin/companies/${t.company}/reactivate`, adminOnly: true },
  {
    name: 'create admin',
    method: 'POST',
    path: () => '/api/admin/admins',
    body: () => ({ email: 'neu.admin@demo.example' }),
    adminOnly: true,
  },
  { name: 'message texts', method: 'GET', path: () => '/api/admin/messages', adminOnly: true },
  {
    name: 'override message',
    method: 'PUT',
    path: () => '/api/admin/messages/home.title',
    body: () => ({ text: 'Überschrift aus der Matrix' }),
    adminOnly: true,
  },
  { name: 'reset message', method: 'DELETE', path: () => '/api/admin/messages/home.title', adminOnly: true },
  { name: 'ausbildung options', method: 'GET', path: () => '/api/admin/ausbildung-options', adminOnly: true },
  {
    name: 'add takeover chance',
    method: 'POST',
    path: () => '/api/admin/ausbildung-options/uebernahme',
    body: () => ({ label: 'Übernahme laut Matrix' }),
    adminOnly: true,
  },
  {
    name: 'change takeover chance',
    method: 'PATCH',
    path: () => '/api/admin/ausbildung-options/uebernahme/gut',
    body: () => ({ label: 'Gute Chance laut Matrix', position: 0 }),
    adminOnly: true,
  },
  {
    name: 'add degree',
    method: 'POST',
    path: () => '/api/admin/ausbildung-options/abschluesse',
    body: () => ({ label: 'Abschluss laut Matrix' }),
    adminOnly: true,
  },
  {
    name: 'add start',
    method: 'POST',
    path: () => '/api/admin/ausbildung-options/starts',
    body: () => ({ value: '2039-02' }),
    adminOnly: true,
  },
  { name: 'remove start', method: 'DELETE', path: () => '/api/admin/ausbildung-options/starts/2039-02', adminOnly: true },
];

jest.setTimeout(60_000);

describe('operator authorization matrix', () => {
  let stack: TestStack;
  let tokens: Record<Exclude<Actor, 'visitor'>, string>;
  let nrw: Targets;
  let hamburg: Targets;
  const secrets: string[] = [];
  const denials: { label: string; response: HttpResult }[] = [];

  const call = (actor: Actor, endpoint: Endpoint, target: Targets): Promise<HttpResult> =>
    request(stack.baseUrl, endpoint.method, endpoint.path(target), {
      token: actor === 'visitor' ? undefined : tokens[actor],
      body: endpoint.body?.(),
    });

  const deny = async (actor: Actor, endpoint: Endpoint, target: Targets, status: number) => {
    const response = await call(actor, endpoint, target);
    denials.push({ label: `${actor} → ${endpoint.method} ${endpoint.name}`, response });
    expect({ endpoint: endpoint.name, actor, status: response.status }).toEqual({ endpoint: endpoint.name, actor, status });
    expect(Object.keys(response.body as object)).toEqual(['message']);
    return response;
  };

  /** Everything an operator endpoint could change. */
  const snapshot = () =>
    Promise.all([
      sql(stack.databaseUrl, 'SELECT id, verified, suspended_at, region_id, version FROM companies ORDER BY id'),
      sql(stack.databaseUrl, 'SELECT id, hidden_at, version FROM listings ORDER BY id'),
      sql(stack.databaseUrl, 'SELECT id, hidden_at, version FROM events ORDER BY id'),
      sql(stack.databaseUrl, 'SELECT to_jsonb(r) AS row FROM regions r ORDER BY id'),
      sql(stack.databaseUrl, 'SELECT id, status FROM regional_manager_applications ORDER BY id'),
      sql(stack.databaseUrl, 'SELECT email, role FROM users ORDER BY email'),
      sql(stack.databaseUrl, 'SELECT count(*)::int AS count FROM audit_log'),
      sql(stack.databaseUrl, 'SELECT key, text FROM message_overrides ORDER BY key'),
      sql(stack.databaseUrl, 'SELECT key, label, sort_order, active FROM takeover_chances ORDER BY key'),
      sql(stack.databaseUrl, 'SELECT key, label, sort_order, active FROM ausbildung_degrees ORDER BY key'),
      sql(stack.databaseUrl, 'SELECT value FROM ausbildung_start_options ORDER BY value'),
    ]);

  const targetsOf = async (token: string): Promise<Targets> => {
    const company = (await request<{ id: string; name: string }>(stack.baseUrl, 'GET', '/api/company', { token })).body;
    const listings = (await request<{ id: string; title: string }[]>(stack.baseUrl, 'GET', '/api/company/internships', { token })).body;
    const events = (await request<{ id: string; title: string }[]>(stack.baseUrl, 'GET', '/api/company/events', { token })).body;
    secrets.push(company.name, ...listings.map((listing) => listing.title), ...events.map((event) => event.title));
    return { company: company.id, listing: listings[0]!.id, event: events[0]!.id };
  };

  beforeAll(async () => {
    stack = await startTestStack({ web: false });
    const base = stack.baseUrl;
    tokens = {
      companyA: await loginToken(base, 'firma@demo.example', 'demo-passwort'),
      companyB: await loginToken(base, 'firma2@demo.example', 'demo-passwort'),
      region: await loginToken(base, 'region@demo.example', 'demo-passwort'),
      admin: await loginToken(base, 'admin@demo.example', 'admin-passwort'),
    };
    nrw = await targetsOf(tokens.companyA);
    hamburg = await targetsOf(tokens.companyB);
    const regions = await sql<{ slug: string }>(
      stack.databaseUrl,
      `SELECT r.slug FROM companies c JOIN regions r ON r.id = c.region_id WHERE c.id = ANY($1::uuid[]) ORDER BY c.id = $2 DESC`,
      [[nrw.company, hamburg.company], nrw.company],
    );
    expect(regions.map((region) => region.slug)).toEqual(['nordrhein-westfalen', 'hamburg']);
  }, 180_000);

  afterAll(() => stack?.stop(), 60_000);

  it('visitors and forged tokens get 401 on every operator endpoint, and nothing changes', async () => {
    const before = await snapshot();
    for (const endpoint of ENDPOINTS) {
      await deny('visitor', endpoint, nrw, 401);
      const forged = await request(stack.baseUrl, endpoint.method, endpoint.path(nrw), {
        token: 'erfundenes-token-123',
        body: endpoint.body?.(),
      });
      expect({ endpoint: endpoint.name, status: forged.status }).toEqual({ endpoint: endpoint.name, status: 401 });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('companies get 403 on every operator endpoint, even on their own company and offers', async () => {
    const before = await snapshot();
    for (const endpoint of ENDPOINTS) {
      await deny('companyA', endpoint, nrw, 403);
      await deny('companyB', endpoint, nrw, 403);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('the regional manager gets 403 on admin-only endpoints', async () => {
    const before = await snapshot();
    for (const endpoint of ENDPOINTS.filter((candidate) => candidate.adminOnly)) await deny('region', endpoint, nrw, 403);
    expect(await snapshot()).toEqual(before);
  });

  it('the regional manager gets 403 on every target outside NRW, and nothing there changes', async () => {
    const before = await snapshot();
    for (const endpoint of ENDPOINTS.filter((candidate) => candidate.targeted)) {
      const response = await deny('region', endpoint, hamburg, 403);
      expect((response.body as { message: string }).message).toBe('Dieser Eintrag liegt außerhalb Ihrer Region.');
    }
    await deny('region', { name: 'other region settings', method: 'GET', path: () => '/api/operator/regions/hamburg' }, hamburg, 403);
    await deny(
      'region',
      { name: 'other region analytics', method: 'GET', path: () => '/api/operator/analytics?region=hamburg' },
      hamburg,
      403,
    );
    await deny(
      'region',
      { name: 'change other region', method: 'PATCH', path: () => '/api/operator/regions/hamburg', body: () => ({ homeTitle: 'Fremd' }) },
      hamburg,
      403,
    );
    await deny(
      'region',
      {
        name: 'event outside region',
        method: 'POST',
        path: () => '/api/operator/events',
        body: () => ({ ...regionEvent(), zip: '20095', city: 'Hamburg' }),
      },
      hamburg,
      400,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('the regional manager reads only NRW: no company, listing or event of another region', async () => {
    for (const kind of ['companies', 'listings', 'events'] as const) {
      const response = await request<{ items: { regionSlug: string | null }[]; total: number }>(
        stack.baseUrl,
        'GET',
        `/api/operator/${kind}`,
        {
          token: tokens.region,
        },
      );
      expect(response.status).toBe(200);
      expect(response.body.total).toBeGreaterThan(0);
      expect(new Set(response.body.items.map((item) => item.regionSlug))).toEqual(new Set(['nordrhein-westfalen']));
      expect(response.text).not.toContain('Zweite Demo GmbH');
    }
    // An admin's region filter does not widen a manager's view.
    const widened = await request<{ items: { regionSlug: string }[] }>(stack.baseUrl, 'GET', '/api/operator/companies?region=hamburg', {
      token: tokens.region,
    });
    expect(widened.body.items.every((item) => item.regionSlug === 'nordrhein-westfalen')).toBe(true);
  });

  it('the regional manager may act on every target in NRW (positive control)', async () => {
    for (const endpoint of ENDPOINTS.filter((candidate) => !candidate.adminOnly)) {
      const response = await call('region', endpoint, nrw);
      expect({ endpoint: endpoint.name, ok: response.status < 300 }).toEqual({ endpoint: endpoint.name, ok: true });
    }
  });

  it('the admin may act everywhere, in Hamburg too', async () => {
    const [ownRegion, ...others] = [ENDPOINTS.find((e) => e.name === 'own region')!, ...ENDPOINTS.filter((e) => e.name !== 'own region')];
    // An admin runs no region of their own: the screen lists all regions instead.
    expect((await call('admin', ownRegion, hamburg)).status).toBe(404);
    for (const endpoint of others) {
      const response = await call('admin', endpoint, hamburg);
      expect({ endpoint: endpoint.name, status: response.status, ok: response.status < 300 }).toMatchObject({
        endpoint: endpoint.name,
        ok: true,
      });
    }
  });

  // Declared last, so it runs after every other test of this file.
  it('no denial body carries a target’s data or a stack trace', () => {
    expect(denials.length).toBeGreaterThan(ENDPOINTS.length * 3);
    for (const { label, response } of denials) {
      for (const secret of secrets) expect({ label, leaks: response.text.includes(secret) }).toEqual({ label, leaks: false });
      expect(response.text).not.toMatch(/"stack"|at \w+ \(|node_modules/);
    }
  });
});
