import { HttpException, HttpStatus, Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { REDIS } from '../queues/queues.module';

export type AddressLimitPurpose = 'register' | 'resend-verification' | 'forgot-password';

interface AddressLimit {
  limit: number;
  windowSeconds: number;
  message: string;
}

/** Per e-mail address, independent of the caller's IP, so a spread-out attack on one account is slowed down too. */
export const ADDRESS_LIMITS: Record<AddressLimitPurpose, AddressLimit> = {
  register: {
    limit: 5,
    windowSeconds: 60 * 60,
    message: 'Zu viele Registrierungsversuche mit dieser E-Mail-Adresse. Bitte versuchen Sie es später erneut.',
  },
  'resend-verification': {
    limit: 5,
    windowSeconds: 60 * 60,
    message:
      'Für diese E-Mail-Adresse wurden schon mehrere Links angefordert. Bitte prüfen Sie Ihr Postfach oder versuchen Sie es später erneut.',
  },
  'forgot-password': {
    limit: 5,
    windowSeconds: 60 * 60,
    message:
      'Für diese E-Mail-Adresse wurden schon mehrere Links angefordert. Bitte prüfen Sie Ihr Postfach oder versuchen Sie es später erneut.',
  },
};

/**
 * A fixed-window counter in Redis keyed by purpose and the SHA-256 of the lower-cased address (no address in Redis).
 * It counts every attempt, known address or not, so its answer reveals nothing about which addresses exist.
 * When Redis is away the attempt is refused with a German 503: a limit that gives way under load is no limit.
 */
@Injectable()
export class AddressRateLimiter {
  private readonly logger = new Logger(AddressRateLimiter.name);

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async consume(purpose: AddressLimitPurpose, email: string): Promise<void> {
    const { limit, windowSeconds, message } = ADDRESS_LIMITS[purpose];
    const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    const key = `${this.config.QUEUE_PREFIX}:address-limit:${purpose}:${digest}`;
    let count: number;
    try {
      const results = await this.redis.multi().set(key, 0, 'EX', windowSeconds, 'NX').incr(key).exec();
      count = Number(results?.[1]?.[1] ?? 0);
    } catch (error) {
      this.logger.error({ err: error, purpose }, 'Address rate limit unavailable; attempt refused');
      throw new ServiceUnavailableException({
        message: 'Das ist gerade nicht möglich. Bitte versuchen Sie es in einigen Minuten noch einmal.',
      });
    }
    if (count > limit) throw new HttpException({ message }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
