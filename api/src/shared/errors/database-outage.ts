import { HttpStatus } from '@nestjs/common';

/**
 * Errors that say PostgreSQL is unreachable or refusing work for a while, not that the request is wrong: the
 * network codes of a refused or lost connection, SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown,
 * crash, starting up), 53300 (too many connections) and 55000 when a database does not accept connections.
 */
const OUTAGE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
/** pg reports these without a code. */
const OUTAGE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not currently accepting connections|Client has encountered a connection error/;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  /** TypeORM's QueryFailedError wraps the driver's error. */
  driverError?: unknown;
  /** Node's happy-eyeballs connect reports each address tried. */
  errors?: unknown;
}

function isOutage(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, message, cause, driverError, errors } = error as ErrorLike;
  if (typeof code === 'string' && (OUTAGE_CODES.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && OUTAGE_MESSAGES.test(message)) return true;
  const inner = [cause, driverError, ...(Array.isArray(errors) ? errors : [])];
  return inner.some((candidate) => isOutage(candidate, depth + 1));
}

/** A database outage becomes a German 503 the visitor can act on (try again shortly) instead of a 500. */
export function describeDatabaseOutage(exception: unknown): { status: number; message: string } | null {
  if (!isOutage(exception)) return null;
  return {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in Kürze erneut.',
  };
}
