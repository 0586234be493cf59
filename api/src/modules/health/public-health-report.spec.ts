import type { HealthCheckResult } from '@nestjs/terminus';
import { publicHealthReport } from './public-health-report';

describe('public health report', () => {
  it('says a dependency is down without its addresses, database name or messages', () => {
    const down = { status: 'down' as const, message: 'connect ECONNREFUSED 10.0.0.5:5432 database "praxisnah"' };
    const report: HealthCheckResult = {
      status: 'error',
      info: { redis: { status: 'up', reply: 'PONG' } },
      error: { postgres: down, meilisearch: { status: 'down', message: 'Request to http://meili.internal:7700/health has failed' } },
      details: { redis: { status: 'up', reply: 'PONG' }, postgres: down },
    };
    const answer = publicHealthReport(report);
    expect(answer).toEqual({
      status: 'error',
      info: { redis: { status: 'up', reply: 'PONG' } },
      error: { postgres: { status: 'down' }, meilisearch: { status: 'down' } },
      details: { redis: { status: 'up', reply: 'PONG' }, postgres: { status: 'down' } },
    });
    expect(JSON.stringify(answer)).not.toMatch(/10\.0\.0\.5|praxisnah|meili\.internal|7700/);
  });
});
