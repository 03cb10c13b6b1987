import { askJobs } from './ask/ask.jobs.ts'
import { billsJobs } from './bills/bills.jobs.ts'
import { mailJobs } from './mail/mail.jobs.ts'
import { mailJobOptions, mailRetrySettings, type MailRetrySettings } from './mail/mail-retry.ts'
import type { Mailer } from './mail/mailer.ts'
import { monthlyReportsJobs } from './monthly-reports/monthly-reports.jobs.ts'
import { namingJobs } from './naming/naming.jobs.ts'
import { ConfigError, type Env } from './platform/config/env.ts'
import type { Db } from './platform/db/pool.ts'
import { composeJobs } from './platform/jobs/compose-jobs.ts'
import type { JobQueue } from './platform/jobs/job-queue.ts'
import { producerNeedsRedis, type JobSystem, type JobSystemContext } from './platform/jobs/job-system.ts'
import type { Logger } from './platform/logger.ts'
import { portalSitesJobs } from './portal-sites/portal-sites.jobs.ts'
import { retentionJobs } from './retention/retention.jobs.ts'
import { siteAnalyticsJobs } from './site-analytics/site-analytics.jobs.ts'
import type { PageAuditThreads } from './roast-toast/roast-toast.processors.ts'
import { roastToastJobs } from './roast-toast/roast-toast.jobs.ts'

/** What the worker hands every domain's processors (each takes the part it needs). */
export interface JobDeps {
  env: Env
  db: Db
  logger: Logger
  mailer: Mailer
  now: () => Date
  /** Where processors that queue more work queue it (the monitor's dispatcher). */
  jobs: Pick<JobQueue, 'enqueue'>
  /** One pool of audit threads for every job that audits a page. */
  pageAudits: PageAuditThreads
}

/**
 * The one list of jobs: each domain's `<domain>.jobs.ts` declares its names, payloads, schedules and
 * processors; adding a domain's jobs is one line here. The API enqueues through it, the worker runs its
 * processors and schedules (docs/recipes.md#add-a-job).
 */
export const jobCatalogue = composeJobs<JobDeps>([
  mailJobs,
  askJobs,
  roastToastJobs,
  namingJobs,
  billsJobs,
  retentionJobs,
  portalSitesJobs,
  monthlyReportsJobs,
  siteAnalyticsJobs,
])

/**
 * The producer over Redis, with the job list and the mail lane's retries from its settings. BullMQ is
 * loaded here, on first use: `npm start` without REDIS_URL never needs it (~0.1 s of CPU at start).
 */
export async function connectJobQueue(options: {
  redisUrl: string
  prefix?: string
  logger: Logger
  mailRetry: MailRetrySettings
}): Promise<JobQueue> {
  const { createRedisJobQueue } = await import('./platform/jobs/redis-job-queue.ts')
  return createRedisJobQueue({
    ...options,
    jobs: jobCatalogue,
    mailJobOptions: mailJobOptions(options.mailRetry),
  })
}

/** The API alone (the compose `api` service): it only enqueues, over Redis; worker processes consume. */
export async function startJobProducer({ env, logger, prefix }: JobSystemContext): Promise<JobSystem> {
  if (!env.REDIS_URL) throw new ConfigError(producerNeedsRedis)
  const queue = await connectJobQueue({
    redisUrl: env.REDIS_URL,
    prefix,
    logger,
    mailRetry: mailRetrySettings(env),
  })
  return { queue, close: () => queue.close() }
}
