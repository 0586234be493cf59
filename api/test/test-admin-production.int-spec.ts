import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestStack, type TestStack } from '../../infra/testing/stack';
import { request, sql } from './support/account-helpers';

/**
 * /test-admin signs in without a password, so production must not have it: with NODE_ENV=production its API answers
 * 404, no account is created, and the route answers 404 while every other route is still served
 * (admin-tools.int-spec.ts shows both answering outside production).
 */

jest.setTimeout(60_000);

describe('/test-admin in production', () => {
  let stack: TestStack;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'praxisnah-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><html lang="de"><body><div id="root"></div></body></html>');
    stack = await startTestStack({ env: { WEB_DIST: webDist, NODE_ENV: 'production' } });
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    rmSync(webDist, { recursive: true, force: true });
  }, 60_000);

  it('answers 404 on the API and the route, and creates no account', async () => {
    expect((await request(stack.baseUrl, 'GET', '/api/test-admin')).status).toBe(404);
    expect((await request(stack.baseUrl, 'POST', '/api/test-admin/session')).status).toBe(404);
    const route = await request(stack.baseUrl, 'GET', '/test-admin');
    expect(route.status).toBe(404);
    // The not-found screen is the client's: the same page, which shows it for a path it does not know.
    expect(route.text).toContain('<div id="root">');
    expect((await request(stack.baseUrl, 'GET', '/admin-message-translations')).status).toBe(200);
    expect(await sql(stack.databaseUrl, `SELECT count(*)::int AS n FROM users WHERE email = 'test-admin@demo.example'`)).toEqual([
      { n: 0 },
    ]);
  });
});
