import { Client } from 'pg';
import { call, DEMO, login, waitFor } from '../../infra/testing/http';
import { startTestStack, type TestStack } from '../../infra/testing/stack';
import { readTestEnvironment } from '../../infra/testing/test-env';

/** PostgreSQL refusing connections to the stack's own database: what a restart or failover looks like to the API. */
describe('database outage', () => {
  let stack: TestStack;
  let admin: Client;
  let database: string;

  beforeAll(async () => {
    stack = await startTestStack({ web: false });
    database = new URL(stack.databaseUrl).pathname.slice(1);
    admin = new Client({ connectionString: readTestEnvironment().PG_ADMIN_URL });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`).catch(() => undefined);
    await admin?.end();
    await stack?.stop();
  });

  it('answers a German 503 that says to try again shortly, and serves again once the database is back', async () => {
    const token = await login(stack.baseUrl, DEMO.companyA.email, DEMO.companyA.password);
    expect((await call(stack.baseUrl, 'GET', '/api/company/internships', { token })).status).toBe(200);

    await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS false`);
    try {
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [database]);
      const response = await call<{ message: string }>(stack.baseUrl, 'GET', '/api/company/internships', { token });
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ message: 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in Kürze erneut.' });
      const signIn = await call<{ message: string }>(stack.baseUrl, 'POST', '/api/auth/login', {
        body: { email: DEMO.companyA.email, password: DEMO.companyA.password },
      });
      expect(signIn.status).toBe(503);
      expect(signIn.body.message).toMatch(/in Kürze erneut/);
    } finally {
      await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`);
    }
    await waitFor(async () => (await call(stack.baseUrl, 'GET', '/api/company/internships', { token })).status === 200, 15_000, 100);
  });
});
