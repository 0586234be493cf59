import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEB_MESSAGES, type MessageEntry, type RegionAnalytics } from '@praxisnah/contracts';
import { startTestStack, type TestStack } from '../../infra/testing/stack';
import { loginToken, request, sql } from './support/account-helpers';

/**
 * The admins' tools outside moderation: the web client's texts (overrides saved, served to every visitor, reset,
 * audited, refused to everyone else and to bad input in German), /test-admin outside production, and a region's
 * analytics, which a regional manager reads for their own region only.
 */

jest.setTimeout(60_000);

describe('admin tools', () => {
  let stack: TestStack;
  let webDist: string;
  let admin: string;
  let manager: string;
  let company: string;

  const served = async () => (await request<{ overrides: Record<string, string> }>(stack.baseUrl, 'GET', '/api/messages')).body.overrides;
  const put = (key: string, body: unknown, token = admin) => request(stack.baseUrl, 'PUT', `/api/admin/messages/${key}`, { token, body });
  const reset = (key: string, token = admin) => request(stack.baseUrl, 'DELETE', `/api/admin/messages/${key}`, { token });
  const entries = async () => (await request<MessageEntry[]>(stack.baseUrl, 'GET', '/api/admin/messages', { token: admin })).body;

  beforeAll(async () => {
    // A stand-in for the built client, so the route /test-admin is answered as in a real deployment.
    webDist = mkdtempSync(join(tmpdir(), 'praxisnah-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><html lang="de"><body><div id="root"></div></body></html>');
    stack = await startTestStack({ env: { WEB_DIST: webDist } });
    admin = await loginToken(stack.baseUrl, 'admin@demo.example', 'admin-passwort');
    manager = await loginToken(stack.baseUrl, 'region@demo.example', 'demo-passwort');
    company = await loginToken(stack.baseUrl, 'firma@demo.example', 'demo-passwort');
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    rmSync(webDist, { recursive: true, force: true });
  }, 60_000);

  describe('message overrides', () => {
    it('an override is saved, served to visitors, listed beside its default, audited, and reset brings the default back', async () => {
      expect(await served()).toEqual({});
      expect((await put('home.title', { text: '  Finde dein Praktikum in deiner Stadt.  ' })).status).toBe(204);

      expect(await served()).toEqual({ 'home.title': 'Finde dein Praktikum in deiner Stadt.' });
      const entry = (await entries()).find((candidate) => candidate.key === 'home.title');
      expect(entry).toMatchObject({
        defaultText: WEB_MESSAGES['home.title'],
        override: 'Finde dein Praktikum in deiner Stadt.',
        updatedBy: 'admin@demo.example',
      });
      expect((await entries()).length).toBe(Object.keys(WEB_MESSAGES).length);

      expect((await reset('home.title')).status).toBe(204);
      expect(await served()).toEqual({});
      expect((await entries()).find((candidate) => candidate.key === 'home.title')?.override).toBeNull();

      const audit = (
        await request<{ action: string; targetId: string; targetLabel: string }[]>(stack.baseUrl, 'GET', '/api/operator/audit-log', {
          token: admin,
        })
      ).body.filter((row) => row.targetId === 'home.title');
      expect(audit.map((row) => row.action)).toEqual(['message.reset', 'message.overridden']);
      expect(audit[1]!.targetLabel).toBe('Finde dein Praktikum in deiner Stadt.');
    });

    it('a text with placeholders keeps them; bad input gets a German 4xx and changes nothing', async () => {
      expect((await put('auth.welcome', { text: 'Schön, dass du da bist, {name}!' })).status).toBe(204);
      const before = await sql(stack.databaseUrl, 'SELECT key, text FROM message_overrides ORDER BY key');

      const cases: { key: string; body: unknown; status: number; message: RegExp }[] = [
        { key: 'auth.welcome', body: { text: 'Willkommen!' }, status: 400, message: /genau diese Platzhalter enthalten: \{name\}/ },
        { key: 'home.title', body: { text: 'Hallo {name}' }, status: 400, message: /keine Platzhalter; bitte entfernen Sie \{name\}/ },
        { key: 'home.title', body: { text: '   ' }, status: 400, message: /Bitte geben Sie einen Text ein/ },
        { key: 'home.title', body: { text: 'x'.repeat(2001) }, status: 400, message: /höchstens 2000 Zeichen/ },
        { key: 'home.title', body: { text: 42 }, status: 400, message: /Bitte geben Sie einen Text ein/ },
        { key: 'home.title', body: 'kein json', status: 400, message: /./ },
        { key: 'gibt.es.nicht', body: { text: 'Hallo' }, status: 404, message: /Diesen Text gibt es nicht/ },
      ];
      for (const { key, body, status, message } of cases) {
        const response = await put(key, body);
        expect({ key, status: response.status }).toEqual({ key, status });
        expect((response.body as { message: string }).message).toMatch(message);
      }
      expect((await reset('gibt.es.nicht')).status).toBe(404);
      expect(await sql(stack.databaseUrl, 'SELECT key, text FROM message_overrides ORDER BY key')).toEqual(before);
      expect((await reset('auth.welcome')).status).toBe(204);
    });

    it('visitors get 401, companies and regional managers 403, and nothing changes', async () => {
      const calls = [
        (token?: string) => request(stack.baseUrl, 'GET', '/api/admin/messages', { token }),
        (token?: string) => request(stack.baseUrl, 'PUT', '/api/admin/messages/home.title', { token, body: { text: 'Übernommen' } }),
        (token?: string) => request(stack.baseUrl, 'DELETE', '/api/admin/messages/home.title', { token }),
      ];
      for (const call of calls) {
        expect((await call()).status).toBe(401);
        for (const token of [company, manager]) {
          const response = await call(token);
          expect(response.status).toBe(403);
          expect((response.body as { message: string }).message).toMatch(/Berechtigung|Zugriff/);
        }
      }
      expect(await served()).toEqual({});
    });
  });

  describe('/test-admin outside production', () => {
    it('signs in as an admin without a password, and the route is served', async () => {
      expect((await request(stack.baseUrl, 'GET', '/test-admin')).status).toBe(200);
      expect((await request<{ email: string }>(stack.baseUrl, 'GET', '/api/test-admin')).body.email).toBe('test-admin@demo.example');
      const session = await request<{ token: string; user: { role: string } }>(stack.baseUrl, 'POST', '/api/test-admin/session');
      expect(session.status).toBe(200);
      expect(session.body.user.role).toBe('admin');
      expect((await request(stack.baseUrl, 'GET', '/api/admin/messages', { token: session.body.token })).status).toBe(200);
      // A second sign-in reuses the account.
      await request(stack.baseUrl, 'POST', '/api/test-admin/session');
      expect(await sql(stack.databaseUrl, `SELECT count(*)::int AS n FROM users WHERE email = 'test-admin@demo.example'`)).toEqual([
        { n: 1 },
      ]);
    });
  });

  describe('region analytics', () => {
    const RANGE = 'from=2020-03-01&to=2020-03-31';
    const read = (token: string, region?: string) =>
      request<RegionAnalytics>(stack.baseUrl, 'GET', `/api/operator/analytics?${RANGE}${region ? `&region=${region}` : ''}`, { token });

    beforeAll(async () => {
      const [nrw, hamburg] = await sql<{ id: number }>(
        stack.databaseUrl,
        `SELECT id FROM regions WHERE slug = ANY('{nordrhein-westfalen,hamburg}') ORDER BY slug = 'nordrhein-westfalen' DESC`,
      );
      const metric = (region: number, metric: string, count: number) =>
        sql(
          stack.databaseUrl,
          `INSERT INTO analytics_metric_daily (day, metric, region_id, vertical, count) VALUES ('2020-03-10', $1, $2, 'praktikum', $3)`,
          [metric, region, count],
        );
      await metric(nrw!.id, 'search', 120);
      await metric(nrw!.id, 'search_zero', 14);
      await metric(nrw!.id, 'favourite', 9);
      await metric(nrw!.id, 'listing_created', 3);
      await metric(hamburg!.id, 'search', 700);
      await metric(hamburg!.id, 'search_zero', 70);
      const unmet = (region: number, query: string) =>
        sql(
          stack.databaseUrl,
          `INSERT INTO analytics_query_daily (day, region_id, vertical, query, searches, zero_results, low_results) VALUES ('2020-03-10', $1, 'praktikum', $2, 20, 14, 0)`,
          [region, query],
        );
      await unmet(nrw!.id, 'tierpfleger');
      await unmet(hamburg!.id, 'hafenlotse');
    });

    it("the regional manager reads their own region's numbers and unmet searches by job title", async () => {
      const own = await read(manager);
      expect(own.status).toBe(200);
      expect(own.body.range.region?.slug).toBe('nordrhein-westfalen');
      expect(own.body.totals).toMatchObject({ searches: 120, zeroResultSearches: 14, favourites: 9, newListings: 3 });
      expect(own.body.unmetDemand.map((row) => row.query)).toEqual(['tierpfleger']);
      expect(own.text).not.toContain('hafenlotse');
      expect((await read(manager, 'nordrhein-westfalen')).body.totals.searches).toBe(120);
    });

    it("the regional manager cannot read another region's analytics; the admin reads any region", async () => {
      const foreign = await read(manager, 'hamburg');
      expect(foreign.status).toBe(403);
      expect(foreign.body).toEqual({ message: 'Dieser Eintrag liegt außerhalb Ihrer Region.' });

      const hamburg = await read(admin, 'hamburg');
      expect(hamburg.body.totals).toMatchObject({ searches: 700, zeroResultSearches: 70 });
      expect(hamburg.body.unmetDemand.map((row) => row.query)).toEqual(['hafenlotse']);
      const all = await read(admin);
      expect(all.body.range.region).toBeNull();
      expect(all.body.totals.searches).toBeGreaterThanOrEqual(820);

      expect((await read(company)).status).toBe(403);
      expect((await request(stack.baseUrl, 'GET', `/api/operator/analytics?${RANGE}`)).status).toBe(401);
      expect((await read(admin, 'gibt-es-nicht')).status).toBe(404);
      const badRange = await request<{ message: string }>(stack.baseUrl, 'GET', '/api/operator/analytics?from=2020-04-01&to=2020-03-01', {
        token: admin,
      });
      expect(badRange.status).toBe(400);
      expect(badRange.body.message).toContain('Startdatum');
    });
  });
});
