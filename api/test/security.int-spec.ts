import { startTestStack, type TestStack } from '../../infra/testing/stack';
import { request, sql } from './support/account-helpers';

/** What an attacker tries against the running platform: forged headers, off-site links. */
jest.setTimeout(60_000);

describe('security', () => {
  let stack: TestStack;
  let base: string;

  beforeAll(async () => {
    stack = await startTestStack({ demoData: false, web: false });
    base = stack.baseUrl;
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  describe('short links', () => {
    it('cannot be made to lead off-site with a forged Host', async () => {
      const forged = await request<{ message: string }>(base, 'POST', '/api/tinyurl/create', {
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
        body: { entityType: 'search', longUrl: 'http://evil.example/phish' },
      });
      expect(forged.status).toBe(400);
      expect(forged.body.message).toBe('Es können nur Links zu Praxisnah gekürzt werden.');
      expect(await sql(stack.databaseUrl, `SELECT 1 FROM short_links WHERE long_url LIKE '%evil%'`)).toEqual([]);
    });

    it('lead to the platform own path, on its own origin', async () => {
      const created = await request<{ shortUrl: string }>(base, 'POST', '/api/tinyurl/create', {
        headers: { host: 'evil.example' },
        body: { entityType: 'search', longUrl: `${base}/suche?q=Tischler` },
      });
      expect(created.status).toBe(201);
      expect(created.body.shortUrl.startsWith(`${base}/s/`)).toBe(true);
      const followed = await request(base, 'GET', new URL(created.body.shortUrl).pathname);
      expect(followed.status).toBe(302);
      expect(followed.headers.get('location')).toBe('/suche?q=Tischler');
    });

    it('never redirect to a stored link of another site', async () => {
      await sql(stack.databaseUrl, `INSERT INTO short_links (code, entity_type, long_url) VALUES ('altlastAbcdef', 'search', $1)`, [
        'http://evil.example/phish',
      ]);
      const followed = await request<{ message: string }>(base, 'GET', '/s/altlastAbcdef');
      expect(followed.status).toBe(404);
      expect(followed.headers.get('location')).toBeNull();
    });
  });
});
