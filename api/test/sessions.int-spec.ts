import { createHash } from 'node:crypto';
import { Pool } from 'pg';
import type { LoginResponse, MeResponse } from '@praxisnah/contracts';
import { startService } from '../../infra/scripts/lib/platform';
import { call, DEMO } from '../../infra/testing/http';
import { startTestStack, type TestStack } from '../../infra/testing/stack';

describe('sessions and start-up configuration', () => {
  let stack: TestStack;
  let pool: Pool;

  beforeAll(async () => {
    stack = await startTestStack({ web: false });
    pool = new Pool({ connectionString: stack.databaseUrl });
  });

  afterAll(async () => {
    await pool?.end();
    await stack?.stop();
  });

  const loginAsCompany = async () =>
    (
      await call<LoginResponse>(stack.baseUrl, 'POST', '/api/auth/login', {
        body: { email: DEMO.companyA.email, password: DEMO.companyA.password },
      })
    ).body;

  it('signs in with the company, stores only a hash of the token, and revokes it on logout', async () => {
    const session = await loginAsCompany();
    expect(session.user).toMatchObject({ email: DEMO.companyA.email, role: 'company' });
    expect(session.company).toMatchObject({ name: 'Demo Werkstatt GmbH', slug: 'demo-werkstatt-gmbh' });

    const { rows } = await pool.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    const hashes = rows.map((row) => row.token_hash);
    expect(hashes).toContain(createHash('sha256').update(session.token).digest('hex'));
    expect(hashes).not.toContain(session.token);

    const me = await call<MeResponse>(stack.baseUrl, 'GET', '/api/me', { token: session.token });
    expect(me.body.company?.name).toBe('Demo Werkstatt GmbH');
    expect((await call(stack.baseUrl, 'POST', '/api/auth/logout', { token: session.token })).status).toBe(204);
    const after = await call<{ message: string }>(stack.baseUrl, 'GET', '/api/me', { token: session.token });
    expect(after.status).toBe(401);
    expect(after.body.message).toMatch(/Bitte melden Sie sich an/);
  });

  it('refuses an expired session', async () => {
    const session = await loginAsCompany();
    await pool.query("UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE token_hash = $1", [
      createHash('sha256').update(session.token).digest('hex'),
    ]);
    expect((await call(stack.baseUrl, 'GET', '/api/me', { token: session.token })).status).toBe(401);
  });

  it('answers wrong credentials with a German message the login screen understands', async () => {
    const wrong = await call<{ message: string }>(stack.baseUrl, 'POST', '/api/auth/login', {
      body: { email: DEMO.companyA.email, password: 'falsch' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toMatch(/ungültig/);
    const invalid = await call<{ message: string }>(stack.baseUrl, 'POST', '/api/auth/login', {
      body: { email: 'kein-mail', password: '' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein');
  });

  it('stops the API at start-up with one line naming a wrong variable', async () => {
    const api = startService('api', { ...stack.env, MEILI_URL: 'ftp://search' }, null);
    let stderr = '';
    api.child.stderr?.removeAllListeners('data');
    api.child.stderr?.unpipe();
    api.child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => api.child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Invalid environment variable MEILI_URL: must be a http(s):// URL');
  });
});
