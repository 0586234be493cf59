import { HttpException, HttpStatus, Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../shared/config/app-config';
import { REDIS } from '../../shared/queues/queues.module';

/** Attempts one client may make for one address within an hour before it has to wait. */
export const CLIENT_ATTEMPTS = 5;
/** Attempts on one address from all clients together, after which only clients that have not tried it yet may. */
export const ACCOUNT_ATTEMPTS = 20;
const ACCOUNT_WINDOW_SECONDS = 15 * 60;
const CLIENT_MEMORY_SECONDS = 60 * 60;
const FIRST_WAIT_SECONDS = 60;
const LONGEST_WAIT_SECONDS = 15 * 60;

export const TOO_MANY_LOGIN_ATTEMPTS =
  'Zu viele Anmeldeversuche: Die Anmeldung mit dieser E-Mail-Adresse ist von hier aus für einige Minuten gesperrt. Bitte warten Sie oder setzen Sie Ihr Passwort zurück.';
export const LOGIN_UNAVAILABLE = 'Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es gleich noch einmal.';

/** How long a client waits the nth time it used up its attempts on one address: 1, 2, 4 … at most 15 minutes. */
export function waitSeconds(times: number): number {
  return Math.min(FIRST_WAIT_SECONDS * 2 ** (times - 1), LONGEST_WAIT_SECONDS);
}

/**
 * Slows password guessing down per address and client, without letting anyone lock the owner out: an attempt is
 * counted atomically (INCR) before the password is checked, so parallel guesses cannot share one count. A client
 * past its allowance waits, twice as long each time, and then has its allowance again; when one address draws many attempts from many clients, only
 * clients that have not tried it yet (the owner's own device) still get through. Known and unknown addresses are
 * counted alike, so the answers say nothing about which exist. Without Redis nobody can log in (503): an
 * unthrottled login would be worse.
 */
@Injectable()
export class LoginThrottle {
  private readonly logger = new Logger(LoginThrottle.name);

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one attempt; throws 429 when this client must wait. */
  async attempt(email: string, client: string): Promise<void> {
    const { accountKey, clientKey, waitsKey } = this.keys(email, client);
    const results = await this.run(() =>
      this.redis
        .multi()
        .incr(accountKey)
        .expire(accountKey, ACCOUNT_WINDOW_SECONDS, 'NX')
        .incr(clientKey)
        .expire(clientKey, CLIENT_MEMORY_SECONDS, 'NX')
        .exec(),
    );
    const accountAttempts = Number(results[0]![1]);
    const clientAttempts = Number(results[2]![1]);
    if (clientAttempts > CLIENT_ATTEMPTS) {
      // Exactly one attempt is the first over the allowance; it decides how long this client waits.
      if (clientAttempts === CLIENT_ATTEMPTS + 1) {
        const waits = await this.run(() => this.redis.multi().incr(waitsKey).expire(waitsKey, CLIENT_MEMORY_SECONDS).exec());
        await this.run(() =>
          this.redis
            .multi()
            .expire(clientKey, waitSeconds(Number(waits[0]![1])))
            .exec(),
        );
      }
      throw new HttpException({ message: TOO_MANY_LOGIN_ATTEMPTS }, HttpStatus.TOO_MANY_REQUESTS);
    }
    if (accountAttempts > ACCOUNT_ATTEMPTS && clientAttempts > 1) {
      throw new HttpException({ message: TOO_MANY_LOGIN_ATTEMPTS }, HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  /** The password was right: this client starts afresh, and its attempt no longer counts against the address. */
  async succeeded(email: string, client: string): Promise<void> {
    const { accountKey, clientKey, waitsKey } = this.keys(email, client);
    await this.redis
      .multi()
      .del(clientKey, waitsKey)
      .decr(accountKey)
      .exec()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'Login throttle not reset'));
  }

  private keys(email: string, client: string) {
    const address = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    const pair = createHash('sha256').update(`${address}|${client}`).digest('hex');
    const prefix = `${this.config.QUEUE_PREFIX}:login`;
    return { accountKey: `${prefix}:address:${address}`, clientKey: `${prefix}:client:${pair}`, waitsKey: `${prefix}:waits:${pair}` };
  }

  private async run(transaction: () => Promise<[Error | null, unknown][] | null>): Promise<[Error | null, unknown][]> {
    try {
      const results = await transaction();
      if (results && !results.some(([error]) => error)) return results;
    } catch (error) {
      this.logger.error({ err: error }, 'Login throttle unavailable; login refused');
    }
    throw new ServiceUnavailableException({ message: LOGIN_UNAVAILABLE });
  }
}
