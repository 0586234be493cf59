import { randomIp, request, sql, uniqueEmail, useStackWithMailbox } from './support/account-helpers';
import { rawRequest } from './support/raw-request';

/** What an attacker tries against the running platform: forged headers, off-site links, password guessing. */
jest.setTimeout(60_000);

describe('security', () => {
  const platform = useStackWithMailbox({ demoData: false, env: { SEARCH_RATE_LIMIT_PER_MINUTE: '30' } });
  const { mailTo, verifiedCompany } = platform;

  const login = (email: string, password: string, ip = randomIp()) =>
    request<{ message: string }>(platform.base, 'POST', '/api/auth/login', { ip, body: { email, password } });

  it('mails the reset link to PUBLIC_ORIGIN whatever Origin and Host the request names', async () => {
    const account = await verifiedCompany();
    const answer = await rawRequest(platform.base, 'POST', '/api/auth/forgot-password', {
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', host: 'evil.example' },
      body: JSON.stringify({ email: account.email }),
    });
    expect(answer.status).toBe(202);
    const mail = await mailTo(account.email, 'Zurücksetzen');
    expect(mail.text).toContain(`${platform.stack.env.PUBLIC_ORIGIN}/reset-password?token=`);
    expect(`${mail.text}${mail.html}`).not.toContain('evil.example');
  });

  describe('short links', () => {
    const create = (longUrl: string, host: string) =>
      rawRequest(platform.base, 'POST', '/api/tinyurl/create', {
        headers: { 'content-type': 'application/json', host },
        body: JSON.stringify({ entityType: 'search', longUrl }),
      });

    it('cannot be made to lead off-site with a forged Host', async () => {
      const forged = await create('http://evil.example/phish', 'evil.example');
      expect(forged.status).toBe(400);
      expect(forged.json).toEqual({ message: 'Es können nur Links zu Praxisnah gekürzt werden.' });
      expect(await sql(platform.stack.databaseUrl, `SELECT 1 FROM short_links WHERE long_url LIKE '%evil%'`)).toEqual([]);
    });

    it('lead to a path of the platform, on its own origin', async () => {
      const created = await create(`${platform.stack.env.PUBLIC_ORIGIN}/suche?q=Tischler`, 'evil.example');
      expect(created.status).toBe(201);
      const { shortUrl } = created.json as { shortUrl: string };
      expect(shortUrl.startsWith(`${platform.stack.env.PUBLIC_ORIGIN}/s/`)).toBe(true);
      const followed = await request(platform.base, 'GET', new URL(shortUrl).pathname);
      expect(followed.status).toBe(302);
      expect(followed.headers.get('location')).toBe(`${platform.stack.env.PUBLIC_ORIGIN}/suche?q=Tischler`);
    });

    it('never redirect to a stored link of another site', async () => {
      await sql(
        platform.stack.databaseUrl,
        `INSERT INTO short_links (code, entity_type, long_url) VALUES ('altlastAbcdef', 'search', $1)`,
        ['http://evil.example/phish'],
      );
      const followed = await request<{ message: string }>(platform.base, 'GET', '/s/altlastAbcdef');
      expect(followed.status).toBe(404);
      expect(followed.headers.get('location')).toBeNull();
    });
  });

  describe('password guessing', () => {
    it('does not let a client outside the trusted proxy escape the login limit by rotating X-Forwarded-For', async () => {
      // The harness trusts 127.0.0.1 as its proxy; this client connects from 127.0.0.2, as a stranger would.
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const answer = await rawRequest(platform.base, 'POST', '/api/auth/login', {
          localAddress: '127.0.0.2',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
          body: JSON.stringify({ email: uniqueEmail('rotierend'), password: 'falsches-Passwort-1' }),
        });
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);
    });

    it('counts 20 parallel wrong passwords as 20: five are checked, the rest wait', async () => {
      const account = await verifiedCompany();
      const ip = randomIp();
      const answers = await Promise.all(Array.from({ length: 20 }, () => login(account.email, 'falsches-Passwort-1', ip)));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
      expect((await login(account.email, account.password, ip)).status).toBe(429);
      // The owner, elsewhere, is not locked out.
      expect((await login(account.email, account.password)).status).toBe(200);
    });

    it('counts 20 parallel guesses from 20 clients, and still lets the owner in', async () => {
      const account = await verifiedCompany();
      const clients = Array.from({ length: 20 }, () => randomIp());
      const answers = await Promise.all(clients.map((ip) => login(account.email, 'falsches-Passwort-1', ip)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(401));
      // Twenty attempts were counted: a client that already guessed now waits, although it made only one.
      const again = await login(account.email, 'falsches-Passwort-2', clients[0]);
      expect(again.status).toBe(429);
      expect(again.body.message).toContain('gesperrt');
      expect((await login(account.email, account.password)).status).toBe(200);
    });

    it('answers alike for a known and an unknown address', async () => {
      const account = await verifiedCompany();
      const sequence = async (email: string) => {
        const ip = randomIp();
        const answers = [];
        for (let attempt = 0; attempt < 7; attempt += 1) answers.push(await login(email, 'falsches-Passwort-1', ip));
        return answers.map((answer) => ({ status: answer.status, body: answer.body }));
      };
      const known = await sequence(account.email);
      const unknown = await sequence(uniqueEmail('unbekannt'));
      expect(unknown).toEqual(known);
      expect(known.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);

      const forgotKnown = await request(platform.base, 'POST', '/api/auth/forgot-password', { body: { email: account.email } });
      const forgotUnknown = await request(platform.base, 'POST', '/api/auth/forgot-password', {
        body: { email: uniqueEmail('unbekannt') },
      });
      expect([forgotUnknown.status, forgotUnknown.text]).toEqual([forgotKnown.status, forgotKnown.text]);
    });
  });

  it('limits searches per client with a German 429', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let search = 0; search < 31; search += 1) {
      statuses.push((await request(platform.base, 'GET', '/api/internships/search?q=Tischler', { ip })).status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    const refused = await request<{ message: string }>(platform.base, 'GET', '/api/internships/search?q=Tischler', { ip });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain('Zu viele Anfragen');
    expect((await request(platform.base, 'GET', '/api/internships/search?q=Tischler')).status).toBe(200);
  });

  it('sends the security headers on HTML, API, asset and error answers', async () => {
    const html = await request(platform.base, 'GET', '/suche');
    expect(html.headers.get('content-type')).toContain('text/html');
    const asset = html.text.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const answers = {
      html,
      api: await request(platform.base, 'GET', '/api/sectors'),
      asset: await request(platform.base, 'GET', asset!),
      error: await request(platform.base, 'GET', '/api/gibt-es-nicht'),
    };
    const tiles = new URL(platform.stack.env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png').origin;
    for (const [kind, answer] of Object.entries(answers)) {
      const policy = answer.headers.get('content-security-policy') ?? '';
      expect({ kind, policy }).toEqual({ kind, policy: expect.stringContaining("default-src 'self'") });
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain(`img-src 'self' data: blob: ${tiles}`);
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
    expect(answers.asset.status).toBe(200);
  });
});
