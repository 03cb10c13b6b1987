import type { z } from 'zod'
import { askJobs, type AskJobResults } from '../../ask/ask.jobs.ts'
import { billsJobs, type BillsJobResults } from '../../bills/bills.jobs.ts'
import type { QueueLane } from '../../contract/dashboard.ts'
import { mailJobs, type MailJobResults } from '../../mail/mail.jobs.ts'
import {
  monthlyReportsJobs,
  type MonthlyReportsJobResults,
} from '../../monthly-reports/monthly-reports.jobs.ts'
import { namingJobs, type NamingJobResults } from '../../naming/naming.jobs.ts'
import { portalSitesJobs, type PortalSitesJobResults } from '../../portal-sites/portal-sites.jobs.ts'
import { retentionJobs, type RetentionJobResults } from '../../retention/retention.jobs.ts'
import { siteAnalyticsJobs, type SiteAnalyticsJobResults } from '../../site-analytics/site-analytics.jobs.ts'
import { siteAuditJobs, type SiteAuditJobResults } from '../../site-audit/site-audit.jobs.ts'
import { composeJobs } from './compose-jobs.ts'

export const queueName = 'studio-jobs'
/** Mail has a queue and worker slots of its own, so slow audits and AI answers never hold up a reset mail. */
export const mailQueueName = 'studio-mail'

export const queueLanes: Record<QueueLane, string> = { jobs: queueName, mail: mailQueueName }
export function laneOf(name: JobName): QueueLane {
  return name === 'send-mail' ? 'mail' : 'jobs'
}

/**
 * The one list of job names, each with its payload schema, composed from the domains' `<domain>.jobs.ts`
 * (where each keeps its payloads and results beside its processors). The API (producer) and the worker
 * (consumer) both import it; a payload is validated when enqueued and again when processed.
 */
export const jobPayloadSchemas = composeJobs(
  mailJobs,
  askJobs,
  siteAuditJobs,
  namingJobs,
  billsJobs,
  retentionJobs,
  // Care plan portal: sites under care.
  portalSitesJobs,
  // The care plan portal's work for clients.
  monthlyReportsJobs,
  // Site analytics: salts, rollups, pruning.
  siteAnalyticsJobs,
)

/** What each job answers, by name. */
export type JobResults = MailJobResults &
  AskJobResults &
  SiteAuditJobResults &
  NamingJobResults &
  BillsJobResults &
  RetentionJobResults &
  // Care plan portal: sites under care.
  PortalSitesJobResults &
  // The care plan portal's work for clients.
  MonthlyReportsJobResults &
  // Site analytics: salts, rollups, pruning.
  SiteAnalyticsJobResults

export type JobName = keyof typeof jobPayloadSchemas
export type JobPayload<Name extends JobName> = z.infer<(typeof jobPayloadSchemas)[Name]>
export type JobResult<Name extends JobName> = JobResults[Name]

export const jobNames = Object.keys(jobPayloadSchemas) as JobName[]

export function isJobName(name: string): name is JobName {
  return Object.hasOwn(jobPayloadSchemas, name)
}

export function parseJobPayload<Name extends JobName>(name: Name, payload: unknown): JobPayload<Name> {
  return jobPayloadSchemas[name].parse(payload) as JobPayload<Name>
}

/**
 * Retries with exponential backoff; completed jobs are trimmed after a day, failed ones are kept a week
 * for inspection (by age, not count, so a burst of failures cannot push out the one being looked at) and
 * then trimmed, so Redis, which never evicts (noeviction), does not fill up with them.
 */
export const defaultJobOptions = {
  attempts: 5,
  backoff: { type: 'exponential' as const, delay: 1_000 },
  removeOnComplete: { age: 24 * 3600, count: 1_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
}

/** BullMQ reserves ':' in ids; fixed ids are how a job that must run once is made to run once. */
export function jobId(...parts: (string | number)[]): string {
  return parts.map((part) => String(part).replaceAll(':', '-')).join('-')
}
