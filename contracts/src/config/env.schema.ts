import { z } from 'zod';

const url = (protocols: RegExp, what: string) =>
  z.string().refine((value) => {
    try {
      return protocols.test(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be a ${what} URL`);

/** Every process validates its environment with this at start-up; a wrong value stops it with one clear line. */
const serverEnvFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: url(/^postgres(ql)?:$/, 'postgres://').default('postgres://postgres@127.0.0.1:5432/praxisnah'),
  REDIS_URL: url(/^rediss?:$/, 'redis://').default('redis://127.0.0.1:6379'),
  MEILI_URL: url(/^https?:$/, 'http(s)://').default('http://127.0.0.1:7700'),
  MEILI_MASTER_KEY: z
    .string()
    .min(16, 'must be at least 16 characters (Meilisearch requires it)')
    .default('praxisnah-local-master-key-change-me'),
  /** The API's search-only key (infra/scripts/lib/search-key.ts); the API refuses to start without it. */
  MEILI_SEARCH_KEY: z.string().min(1).optional(),
  /**
   * A second Meilisearch holding the listings changed in the last seconds (read-models/src/recent-listings.ts), with
   * the same master key, so the search key is the same too. Unset: every change waits for the large index.
   */
  MEILI_RECENT_URL: url(/^https?:$/, 'http(s)://').optional(),
  /**
   * The workers' listener for Meilisearch's task notifications (workers/src/search-index/task-notifications.ts): where
   * it binds (port 0: any free port), and the host Meilisearch reaches it at when that differs (another container).
   */
  TASK_WEBHOOK_HOST: z.string().min(1).default('127.0.0.1'),
  TASK_WEBHOOK_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  TASK_WEBHOOK_ADVERTISED_HOST: z.string().min(1).optional(),
  MEILI_INDEX_PREFIX: z
    .string()
    .regex(/^[a-z0-9_]*$/, 'may contain only a-z, 0-9 and _')
    .default(''),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_:-]+$/, 'may contain only a-z, 0-9, _, : and -')
    .default('praxisnah'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  // Where people reach the platform: every mailed link and short link starts with it, never with a request header.
  PUBLIC_ORIGIN: url(/^https?:$/, 'http(s)://')
    .transform((value) => new URL(value).origin)
    .optional(),
  // Which proxies may name the client in X-Forwarded-For: unset means none (the default, as with no proxy in front),
  // else a comma-separated list of the proxies' addresses or CIDR ranges, e.g. "10.0.0.0/8" or "127.0.0.1".
  TRUST_PROXY: z
    .string()
    .regex(/^[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*$/, 'must be a comma-separated list of addresses or CIDR ranges')
    .transform((value) => value.split(',').map((part) => part.trim()))
    .optional(),
  // Searches one client may run per minute (a person paging and filtering stays far below; a scraper does not).
  SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(300),
  WEB_DIST: z.string().optional(),
  DATA_DIR: z.string().default('.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 14),
  SMTP_URL: url(/^smtps?:$/, 'smtp://').optional(),
  MAIL_FROM: z.string().default('Praxisnah <no-reply@praxisnah.example>'),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  RELAY_POLL_MS: z.coerce.number().int().min(50).max(60000).default(500),
  OUTBOX_RECONCILE_MS: z.coerce.number().int().min(200).max(3_600_000).default(30000),
  JOB_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  JOB_LOCK_MS: z.coerce.number().int().min(500).max(600000).default(30000),
  JOB_BACKOFF_MS: z.coerce.number().int().min(10).max(600000).default(1000),
  // Liveness: the workers renew a heartbeat this often (it lapses after three missed beats); /api/health answers 503
  // without one, or when the oldest unpublished outbox record is older than OUTBOX_LAG_MAX_MS.
  WORKER_HEARTBEAT_MS: z.coerce.number().int().min(50).max(60000).default(5000),
  // How often active listings past their end date become `abgelaufen`; the workers also re-register the job this often
  // when Redis lost it (a restart of a Redis that keeps nothing on disk).
  LISTING_EXPIRY_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  OUTBOX_LAG_MAX_MS: z.coerce.number().int().min(500).max(86_400_000).default(120_000),
  // Company accounts: link lifetimes, uploaded objects and the description assistant.
  VERIFY_EMAIL_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(48),
  PASSWORD_RESET_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  OBJECT_STORAGE: z
    .enum(['filesystem'], { error: 'only "filesystem" is implemented (files under DATA_DIR/objects)' })
    .default('filesystem'),
  AI_PROVIDER: z.enum(['offline'], { error: 'only "offline" is implemented' }).default('offline'),
  // The seller on every invoice (§14 UStG). The defaults are DEMO VALUES, marked as such on the documents: a real
  // installation sets its own company, tax number, VAT ID and bank account.
  SELLER_NAME: z.string().min(2).default('Praxisnah GmbH (DEMO)'),
  SELLER_STREET: z.string().min(2).default('Musterstraße 1'),
  SELLER_ZIP: z.string().min(4).default('50667'),
  SELLER_CITY: z.string().min(2).default('Köln'),
  SELLER_VAT_ID: z
    .string()
    .regex(/^[A-Z]{2}[0-9A-Z]{2,12}$/, 'must look like DE123456789')
    .default('DE999999999'),
  SELLER_TAX_NUMBER: z.string().min(5).default('214/5720/0000'),
  SELLER_IBAN: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, 'must be an IBAN'))
    .default('DE02120300000000202051'),
  SELLER_BIC: z
    .string()
    .regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, 'must be a BIC')
    .default('BYLADEM1001'),
  SELLER_BANK: z.string().default('Demo-Bank (DEMO)'),
  SELLER_EMAIL: z.string().default('rechnung@praxisnah.example'),
  SELLER_REGISTER: z.string().default('Amtsgericht Köln, HRB 000000 (DEMO)'),
  SELLER_MANAGING_DIRECTOR: z.string().default('Erika Musterfrau (DEMO)'),
  // Days an unpaid invoice keeps the package active; after them the limits of Starter apply (nothing is deleted).
  INVOICE_GRACE_DAYS: z.coerce.number().int().min(1).max(120).default(30),
  // How often the workers send payment reminders and end lapsed grace periods (tests shorten it).
  INVOICE_DUNNING_MS: z.coerce.number().int().min(100).max(86_400_000).default(3_600_000),
  // The test payment provider's webhook secret (HMAC-SHA256); no real provider is contacted.
  PAYMENT_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').default('testpay-local-webhook-secret-change-me'),
});

/**
 * PUBLIC_ORIGIN is required outside development: a missing one once let the request's Origin header choose where
 * password-reset links pointed. In development it is the local address `npm start` serves.
 */
export const serverEnvSchema = serverEnvFields
  .refine((env) => env.NODE_ENV === 'development' || env.PUBLIC_ORIGIN !== undefined, {
    path: ['PUBLIC_ORIGIN'],
    message: 'must be set outside development (the address people reach the platform at, e.g. https://praxisnah.de)',
  })
  .transform((env) => ({ ...env, PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}` }));
export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** Parses the environment or throws one line per wrong variable, naming it and saying why. */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = serverEnvSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(lines.join('\n'));
}
