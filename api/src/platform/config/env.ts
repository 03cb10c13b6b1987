import { z } from 'zod'
import {
  publicSettings,
  publicUrlOf,
  settingProblems,
  withoutEmptyValues,
} from '../../contract/public-config.ts'
import { withSecretFiles } from './secret-files.ts'
import { secretWeakness } from './secret-strength.ts'
import { trustProxySchema } from './trust-proxy.ts'

// Every setting the product reads, validated once at start. API, worker and scripts share this module;
// only the public ones (api/src/contract/public-config.ts) may reach the browser.

const optionalUrl = z.url().optional()
const flag = z
  .enum(['0', '1', 'true', 'false'])
  .default('0')
  .transform((value) => value === '1' || value === 'true')

const backupIntervalRule = 'must be a number of hours from 0.1 to 168 (a week)'
const backupKeepRule = 'must be a whole number from 1 to 1000'
const monitorIntervalRule = 'must be a whole number of seconds, at least 30 (and at most 86400, a day)'

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.url().optional(),
  /** Replaces the password in DATABASE_URL, so the URL can sit in plain config and this in a secret file. */
  DATABASE_PASSWORD: z.string().optional(),
  REDIS_URL: z.url().optional(),
  /** BullMQ key prefix: lets several deployments (or test runs) share one Redis. */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[\w-]+$/, 'must be letters, digits, _ or -')
    .default('bull'),
  JWT_SECRET: z
    .string()
    .superRefine((secret, context) => {
      const weakness = secretWeakness(secret)
      if (weakness) context.addIssue({ code: 'custom', message: weakness })
    })
    .optional(),
  /** Overrides every per-IP rate limit (tests lower it to reach a limit, or raise it to never meet one). */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).optional(),
  /** The bearer token GET /metrics asks for; unset, /metrics does not exist (404). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters (openssl rand -hex 16)').optional(),
  /** Proxies allowed to name the client (X-Forwarded-For): a hop count or addresses/CIDRs; default none. */
  TRUST_PROXY: trustProxySchema,
  /** How many API processes share the port (node:cluster; one Node process uses one core). */
  API_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  /** PostgreSQL connections per process (each API process and each worker has its own pool). */
  PG_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('.data'),

  /** PORT, PUBLIC_URL, the studio's names and contact facts: the settings the browser may see. */
  ...publicSettings,
  HOUSEHOLD_MEMBERS: z
    .string()
    .default('Jordan,Casey')
    .transform((value) => value.split(',').map((name) => name.trim()))
    .pipe(
      z
        .tuple([z.string().min(1), z.string().min(1)], { error: 'must be two names separated by a comma' })
        .refine(
          ([first, second]) => first.toLowerCase() !== second.toLowerCase(),
          'must be two different names',
        ),
    ),

  SMTP_URL: optionalUrl,
  MAIL_OUTBOX_DIR: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  /** First and longest wait between mail retries (capped exponential backoff; drills shorten them). */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(1_000),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().min(10).max(3_600_000).default(300_000),
  /** Usage records, visits and sent outbox rows older than this many days are pruned daily. */
  RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),

  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  WEATHER_BASE_URL: optionalUrl,
  WEATHER_API_KEY: z.string().optional(),
  WEATHER_GEOCODING_URL: optionalUrl,
  AUDIT_ALLOW_PRIVATE_NETWORKS: flag,
  /** How long one page's audit may run in its thread before it is stopped (ms). */
  AUDIT_BUDGET_MS: z.coerce.number().int().min(1).max(60_000).default(2_000),
  /** Tool jobs (and other non-mail jobs) run side by side: a worker's slots, or the in-process queue's. */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  /** Sites under care: each is checked once per this many seconds, spread over the interval. */
  MONITOR_INTERVAL_S: z.coerce
    .number({ error: monitorIntervalRule })
    .int(monitorIntervalRule)
    .min(30, monitorIntervalRule)
    .max(86_400, monitorIntervalRule)
    .default(300),
  /**
   * Tool calls one client address may have running or waiting at once, per API process: one visitor
   * cannot take every job slot (tests raise it, as RATE_LIMIT_MAX, to never meet it).
   */
  TOOL_JOBS_PER_ADDRESS: z.coerce.number().int().min(1).default(2),
  /** The backup service (compose) makes a backup every this many hours (0.5: every half hour). */
  BACKUP_INTERVAL_H: z.coerce
    .number({ error: backupIntervalRule })
    .min(0.1, backupIntervalRule)
    .max(168, backupIntervalRule)
    .default(24),
  /** How many backups are kept: each new one deletes the oldest beyond this many. */
  BACKUP_KEEP: z.coerce
    .number({ error: backupKeepRule })
    .int(backupKeepRule)
    .min(1, backupKeepRule)
    .max(1000, backupKeepRule)
    .default(14),
})

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string }

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws one line per variable naming it. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const { values, problems } = withSecretFiles(withoutEmptyValues(source), Object.keys(envSchema.shape))
  if (problems.length > 0) {
    throw new ConfigError(problems.map((problem) => `Invalid configuration: ${problem}`).join('\n'))
  }
  const result = envSchema.safeParse(values)
  if (!result.success) throw new ConfigError(settingProblems(result.error))
  const env = {
    ...result.data,
    PUBLIC_URL: publicUrlOf(result.data),
    DATABASE_URL: withPassword(result.data.DATABASE_URL, result.data.DATABASE_PASSWORD),
  }
  if (env.DATABASE_PASSWORD && !env.DATABASE_URL) {
    throw new ConfigError('Invalid configuration: DATABASE_PASSWORD needs DATABASE_URL')
  }
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new ConfigError('Invalid configuration: JWT_SECRET is required when NODE_ENV=production')
  }
  if (env.MAIL_RETRY_MAX_MS < env.MAIL_RETRY_BASE_MS) {
    throw new ConfigError('Invalid configuration: MAIL_RETRY_MAX_MS must not be below MAIL_RETRY_BASE_MS')
  }
  // Without them every process would start its own embedded database and its own in-process jobs.
  if (env.API_PROCESSES > 1 && (!env.DATABASE_URL || !env.REDIS_URL)) {
    throw new ConfigError('Invalid configuration: API_PROCESSES above 1 needs DATABASE_URL and REDIS_URL')
  }
  return env
}

function withPassword(databaseUrl: string | undefined, password: string | undefined): string | undefined {
  if (!databaseUrl || password === undefined) return databaseUrl
  const url = new URL(databaseUrl)
  url.password = encodeURIComponent(password)
  return url.href
}
