import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ausbildungStartValues,
  WEB_MESSAGES,
  type AusbildungOptionsView,
  type MessageEntry,
  type RegionAnalytics,
} from '@praxisnah/contracts';
import { startTestStack, type TestStack } from '../../infra/testing/stack';
import { loginToken, request, sql } from './support/account-helpers';

/**
 * The admins' tools outside moderation: the web client's texts (overrides saved, served to every visitor, reset,
 * audited, refused to everyone else and to bad input in German), the Ausbildung options forms and filters load,
 * /test-admin outside production, and a region's analytics, which a regional manager reads for their own region only.
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
        { key: 'home.title', body: { text: 'Hallo\u0000 Welt' }, status: 400, message: /Steuerzeichen/ },
        {
          key: 'operators.regionSettings.summary',
          body: { text: 'Gebiet: {area} · {count} Unternehmen' },
          status: 400,
          message: /genau diese Platzhalter enthalten: \{area\}, \{count\}, \{managers\}/,
        },
        { key: 'gibt.es.nicht', body: { text: 'Hallo' }, status: 404, message: /Diesen Text gibt es nicht/ },
        { key: 'toString', body: { text: 'Hallo' }, status: 404, message: /Diesen Text gibt es nicht/ },
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
    // Not a whole month: the unmet searches of whole months come from the monthly rollup, these days from the daily one.
    const RANGE = 'from=2020-03-02&to=2020-03-30';
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
      // As the analytics worker rolls a search up: its job title once as a term, then per region, district and day.
      const unmet = async (region: number, query: string, district: number) => {
        const [term] = await sql<{ id: number }>(
          stack.databaseUrl,
          `INSERT INTO analytics_search_terms (vertical, query) VALUES ('praktikum', $1) RETURNING id`,
          [query],
        );
        await sql(
          stack.databaseUrl,
          `INSERT INTO analytics_district_query_daily (region_id, district, term_id, day, searches, zero_results, low_results)
           VALUES ($1, $2, $3, '2020-03-10', 20, 14, 0)`,
          [region, district, term!.id],
        );
      };
      await unmet(nrw!.id, 'tierpfleger', 5315);
      await unmet(hamburg!.id, 'hafenlotse', 2000);
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

  describe('Ausbildung options', () => {
    const base = '/api/admin/ausbildung-options';
    const view = async () => (await request<AusbildungOptionsView>(stack.baseUrl, 'GET', base, { token: admin })).body;
    const call = (method: string, path: string, body?: unknown, token = admin) =>
      request<{ message: string }>(stack.baseUrl, method, `${base}${path}`, { token, body });
    const publicList = async (path: string) =>
      (await request<{ key: string; label: string; active?: boolean }[]>(stack.baseUrl, 'GET', path)).body;

    it('a new Übernahmechance is offered at once; renamed, moved and deactivated it stays on the listings naming it', async () => {
      expect((await call('POST', '/uebernahme', { label: 'Übernahme nach Probezeit' })).status).toBe(204);
      expect((await publicList('/api/takeover-chances')).at(-1)).toEqual({
        key: 'uebernahme_nach_probezeit',
        label: 'Übernahme nach Probezeit',
        active: true,
      });

      // A company may pick it right away.
      const listing = await request<{ id: string }>(stack.baseUrl, 'POST', '/api/internships', {
        token: company,
        body: {
          title: 'Ausbildung Kaufmann im Einzelhandel (m/w/d)',
          description: 'Drei Jahre im Verkauf, mit Berufsschule in Köln und fester Übernahme bei gutem Abschluss.',
          sector: 'handel_vertrieb',
          isAusbildung: true,
          ausbildungStart: ausbildungStartValues(new Date())[0],
          übernahmeChance: 'uebernahme_nach_probezeit',
          status: 'aktiv',
        },
      });
      expect(listing.status).toBe(201);

      expect(
        (await call('PATCH', '/uebernahme/uebernahme_nach_probezeit', { label: 'Übernahme nach bestandener Prüfung', position: 0 })).status,
      ).toBe(204);
      let chances = (await view()).uebernahme;
      expect(chances[0]).toMatchObject({
        key: 'uebernahme_nach_probezeit',
        label: 'Übernahme nach bestandener Prüfung',
        usedBy: 1,
        active: true,
      });
      expect((await publicList('/api/takeover-chances'))[0]!.label).toBe('Übernahme nach bestandener Prüfung');

      expect((await call('PATCH', '/uebernahme/uebernahme_nach_probezeit', { active: false })).status).toBe(204);
      chances = (await view()).uebernahme;
      expect(chances.find((chance) => chance.key === 'uebernahme_nach_probezeit')).toMatchObject({ active: false, usedBy: 1 });
      // No longer offered in forms, but the listing's card still shows its label.
      expect((await publicList('/api/takeover-chances')).find((chance) => chance.key === 'uebernahme_nach_probezeit')).toEqual({
        key: 'uebernahme_nach_probezeit',
        label: 'Übernahme nach bestandener Prüfung',
        active: false,
      });
      const stored = await sql(stack.databaseUrl, 'SELECT uebernahme_chance FROM listings WHERE id = $1', [listing.body.id]);
      expect(stored).toEqual([{ uebernahme_chance: 'uebernahme_nach_probezeit' }]);

      const audit = (await request<{ action: string }[]>(stack.baseUrl, 'GET', '/api/operator/audit-log', { token: admin })).body;
      expect(audit.filter((row) => row.action.startsWith('option.')).map((row) => row.action)).toEqual([
        'option.changed',
        'option.changed',
        'option.added',
      ]);
    });

    it('degrees come from the table; an extra start is offered and removable while no listing names it', async () => {
      expect((await publicList('/api/ausbildung-degrees')).map((degree) => degree.label)).toContain('Fachkraft (IHK)');
      expect((await call('POST', '/abschluesse', { label: 'Meister/-in (HWK)' })).status).toBe(204);
      expect((await publicList('/api/ausbildung-degrees')).at(-1)!.label).toBe('Meister/-in (HWK)');

      const computed = ausbildungStartValues(new Date());
      const extra = `${Number(computed.at(-1)!.slice(0, 4)) + 1}-02`;
      expect((await call('POST', '/starts', { value: extra })).status).toBe(204);
      const starts = (await request<{ value: string }[]>(stack.baseUrl, 'GET', '/api/ausbildung-start-options')).body.map(
        (start) => start.value,
      );
      expect(starts).toEqual([...computed, extra]);
      expect((await view()).starts.find((start) => start.value === extra)).toMatchObject({ computed: false, usedBy: 0 });
      expect((await call('DELETE', `/starts/${extra}`)).status).toBe(204);
      expect((await view()).starts.map((start) => start.value)).toEqual(computed);
    });

    it('bad input gets a German 4xx and changes nothing', async () => {
      const before = await view();
      const cases: { method: string; path: string; body?: unknown; status: number; message: RegExp }[] = [
        { method: 'POST', path: '/uebernahme', body: { label: 'x' }, status: 400, message: /mindestens 2 Zeichen/ },
        {
          method: 'POST',
          path: '/uebernahme',
          body: { label: 'GUTE Übernahmechance' },
          status: 409,
          message: /gibt es in der Liste schon/,
        },
        { method: 'POST', path: '/farben', body: { label: 'Blau' }, status: 404, message: /Diese Liste gibt es nicht/ },
        { method: 'PATCH', path: '/uebernahme/gut', body: {}, status: 400, message: /was sich ändern soll/ },
        { method: 'PATCH', path: '/uebernahme/gut', body: { position: -1 }, status: 400, message: /Position/ },
        { method: 'PATCH', path: '/uebernahme/gibt_es_nicht', body: { active: false }, status: 404, message: /gibt es nicht/ },
        { method: 'POST', path: '/starts', body: { value: '2031-13' }, status: 400, message: /JJJJ-MM/ },
        {
          method: 'POST',
          path: '/starts',
          body: { value: ausbildungStartValues(new Date())[0] },
          status: 409,
          message: /ohnehin angeboten/,
        },
        { method: 'POST', path: '/starts', body: { value: '2001-02' }, status: 400, message: /Vergangenheit/ },
        { method: 'DELETE', path: '/starts/2031-02', status: 404, message: /gibt es nicht/ },
        { method: 'DELETE', path: `/starts/${'9'.repeat(40)}`, status: 404, message: /gibt es nicht/ },
        { method: 'POST', path: '/abschluesse', body: { label: 'Meister\u0007in' }, status: 400, message: /Steuerzeichen/ },
      ];
      for (const { method, path, body, status, message } of cases) {
        const response = await call(method, path, body);
        expect({ path, status: response.status }).toEqual({ path, status });
        expect(response.body.message).toMatch(message);
      }
      const unknownChance = await request<{ message: string }>(stack.baseUrl, 'POST', '/api/internships', {
        token: company,
        body: {
          title: 'Ausbildung Fachkraft Lagerlogistik',
          description: 'Zwei Jahre Lager und Logistik in Köln mit Staplerschein.',
          sector: 'handel_vertrieb',
          isAusbildung: true,
          ausbildungStart: ausbildungStartValues(new Date())[0],
          übernahmeChance: 'erfunden',
          status: 'aktiv',
        },
      });
      expect(unknownChance.status).toBe(400);
      expect(unknownChance.body.message).toBe('Unbekannte Übernahmechance.');
      expect(await view()).toEqual(before);
    });
  });
});
