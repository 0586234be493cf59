import { Writable } from 'node:stream';
import pino from 'pino';
import { QueryFailedError } from 'typeorm';
import { REDACTED_LOG_PATHS } from './redacted-log-paths';

/** Log lines as pino writes them with the API's redaction. */
function capture(): { logger: pino.Logger; lines: () => string } {
  let written = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString();
      done();
    },
  });
  return { logger: pino({ redact: REDACTED_LOG_PATHS }, stream), lines: () => written };
}

describe('log redaction', () => {
  it('keeps the SQL of a failed statement but not its parameters or the conflicting value', () => {
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      detail: 'Key (email)=(anna.beispiel@firma.de) already exists.',
    });
    const error = new QueryFailedError(
      'INSERT INTO users (email, contact_name, address) VALUES ($1, $2, $3)',
      ['anna.beispiel@firma.de', 'Anna Beispiel', 'Venloer Straße 12'],
      driverError,
    );
    const { logger, lines } = capture();
    logger.error({ err: error, url: '/api/auth/register' }, 'Unhandled error');
    logger.error({ context: 'HTTP', payload: { err: error } }, 'Nested');
    expect(lines()).toContain('INSERT INTO users');
    expect(lines()).not.toMatch(/anna\.beispiel|Anna Beispiel|Venloer/);
  });

  it('keeps passwords and tokens out as before', () => {
    const { logger, lines } = capture();
    logger.info({ req: { headers: { authorization: 'Bearer geheim-123' }, body: { password: 'Passwort-1' } }, body: { token: 'tok-9' } });
    expect(lines()).not.toMatch(/geheim-123|Passwort-1|tok-9/);
  });
});
