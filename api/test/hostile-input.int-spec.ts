import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DEMO } from '../../infra/testing/http';
import { startTestStack, type TestStack } from '../../infra/testing/stack';
import { loginToken, randomIp } from './support/account-helpers';
import { rawRequest, type RawResponse } from './support/raw-request';

/**
 * Every route the API registers, read from its own router, gets what a fuzzer sends: control characters, broken
 * percent-encodings, over-long ids and URLs, bad JSON and wrong content types, as a visitor, a company and an admin.
 * Each answer must be German JSON; the hostile shapes that cannot be valid anywhere must be a 4xx; nothing a 5xx.
 */
jest.setTimeout(180_000);

interface Route {
  method: string;
  url: string;
}

/** The routes as the API's Fastify router holds them, from the application module itself. */
async function registeredRoutes(env: Record<string, string>): Promise<Route[]> {
  // The module reads its configuration when it is loaded, so it is loaded once the stack's environment is set.
  Object.assign(process.env, env);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { AppModule } = require('../src/app.module') as { AppModule: Type<unknown> };
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, new FastifyAdapter(), { logger: false });
  const routes: Route[] = [];
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
    });
  await app.init();
  await app.close();
  return routes;
}

const LONG_ID = 'a'.repeat(600);
const NUL_TEXT = 'Praktikum\u0000\u0007 Köln';
/** A body naming the text fields of every form, each with control characters. */
const HOSTILE_BODY = Object.fromEntries(
  [
    'title',
    'description',
    'name',
    'companyName',
    'contactName',
    'city',
    'location',
    'address',
    'street',
    'phone',
    'email',
    'password',
    'currentPassword',
    'token',
    'query',
    'entityId',
    'entityType',
    'eventType',
    'imageUrl',
    'longUrl',
  ].map((field) => [field, NUL_TEXT]),
);
const ENGLISH = /Bad Request|Not Found|Internal Server Error|is not a valid|exceeding|Cannot (GET|POST|PUT|PATCH|DELETE)|statusCode/;

function withParams(url: string, value: string): string {
  return url.replace(/:[A-Za-z]+/g, value).replace(/\*$/, `x${value}`);
}

describe('hostile input on every route', () => {
  let stack: TestStack;
  let routes: Route[];
  const tokens: Record<string, string | undefined> = { visitor: undefined };

  beforeAll(async () => {
    stack = await startTestStack({ web: false });
    routes = await registeredRoutes(stack.env);
    tokens.company = await loginToken(stack.baseUrl, DEMO.companyA.email, DEMO.companyA.password);
    tokens.admin = await loginToken(stack.baseUrl, DEMO.admin.email, DEMO.admin.password);
  }, 240_000);

  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  async function send(as: string, method: string, path: string, body?: string, contentType = 'application/json'): Promise<RawResponse> {
    const headers: Record<string, string> = { 'x-forwarded-for': randomIp() };
    if (tokens[as]) headers.authorization = `Bearer ${tokens[as]}`;
    if (body !== undefined) headers['content-type'] = contentType;
    return rawRequest(stack.baseUrl, method, path, { headers, body });
  }

  /** What went wrong, one line per answer, so a failure names every route at once. */
  function problems(answer: RawResponse, label: string, mustRefuse: boolean, hostile: string[]): string[] {
    const found: string[] = [];
    if (answer.status >= 500) found.push(`${label}: ${answer.status}`);
    if (mustRefuse && (answer.status < 400 || answer.status >= 500)) found.push(`${label}: ${answer.status}, expected a 4xx`);
    if (answer.status >= 400) {
      const message = (answer.json as { message?: unknown } | undefined)?.message;
      if (typeof message !== 'string' || ENGLISH.test(answer.text))
        found.push(`${label}: not a German JSON answer: ${answer.text.slice(0, 120)}`);
      if (hostile.some((value) => value.length > 3 && answer.text.includes(value))) found.push(`${label}: echoes the input`);
    }
    return found;
  }

  it('finds the routes in the router', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toEqual(expect.arrayContaining([{ method: 'POST', url: '/api/auth/forgot-password' }]));
  });

  it.each(['visitor', 'company', 'admin'])(
    'answers the %s in German, with a 4xx where the input cannot be valid, never a 5xx',
    async (as) => {
      const found: string[] = [];
      for (const { method, url } of routes) {
        const label = `${as} ${method} ${url}`;
        const hasParams = /[:*]/.test(url);
        const withBody = method !== 'GET' && method !== 'DELETE';
        const checks: [string, Promise<RawResponse>, boolean, string[]][] = [
          [`${label} broken encoding`, send(as, method, `${withParams(url, 'x')}/%E0%A4%A`), true, ['%E0%A4%A']],
          [`${label} 17 KB URL`, send(as, method, `${withParams(url, 'x')}?q=${'a'.repeat(17_000)}`), true, []],
          [`${label} control characters in the query`, send(as, method, `${withParams(url, 'x')}?q=%00%07&location=%00`), false, []],
        ];
        if (hasParams) {
          checks.push(
            [`${label} over-long id`, send(as, method, withParams(url, LONG_ID)), true, [LONG_ID.slice(0, 100)]],
            [`${label} NUL id`, send(as, method, withParams(url, 'abc%00def')), true, ['abc']],
            [`${label} undecodable id`, send(as, method, withParams(url, '%E0%A4%A')), true, ['%E0%A4%A']],
          );
        }
        if (withBody) {
          const path = withParams(url, '00000000-0000-4000-8000-000000000000');
          checks.push(
            [`${label} control characters in the body`, send(as, method, path, JSON.stringify(HOSTILE_BODY)), false, []],
            [`${label} broken JSON`, send(as, method, path, '{"title": "a'), false, []],
            [`${label} wrong content type`, send(as, method, path, 'title=a', 'text/plain'), false, []],
          );
        }
        for (const [checkLabel, answer, mustRefuse, hostile] of checks)
          found.push(...problems(await answer, checkLabel, mustRefuse, hostile));
      }
      expect(found).toEqual([]);
    },
  );
});
