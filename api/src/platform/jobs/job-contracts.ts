import type { z } from 'zod'
import type { QueueLane } from '../../contract/dashboard.ts'

export const queueName = 'studio-jobs'
/** Mail has a queue and worker slots of its own, so slow audits and AI answers never hold up a reset mail. */
export const mailQueueName = 'studio-mail'

export const queueLanes: Record<QueueLane, string> = { jobs: queueName, mail: mailQueueName }

/**
 * Every job's payload schema, by name. Empty here: each domain's `<domain>.jobs.ts` adds its own jobs
 * (`declare module`), so the job types know every name while platform/ imports no domain. The same
 * schemas are composed at run time by `composeJobs` (api/src/jobs.ts): a payload is validated when enqueued
 * and again when processed.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the domains
export interface JobPayloadSchemas {}

/** What each job answers, by name; filled in by the domains beside their payloads. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the domains
export interface JobResults {}

export type JobName = keyof JobPayloadSchemas & string
export type JobPayload<Name extends JobName> = JobPayloadSchemas[Name] extends z.ZodType
  ? z.infer<JobPayloadSchemas[Name]>
  : never
export type JobResult<Name extends JobName> = Name extends keyof JobResults ? JobResults[Name] : never

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
