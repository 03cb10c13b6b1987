import { z } from 'zod'
import type { QueueLane } from '../../contract/dashboard.ts'
import type { RoastAudit, Vibe } from '../../contract/tools.ts'
import { vibes } from '../../contract/tools.schemas.ts'

// Results that reach the browser as they are, the vibes it offers and the queue lanes a retry names are
// the wire contract's.
export { vibes, type QueueLane, type RoastAudit, type Vibe }

/**
 * The one home of job names, payload schemas and result types. The API (producer) and the worker
 * (consumer) both import it; a payload is validated when enqueued and again when processed.
 */
export const queueName = 'studio-jobs'
/** Mail has a queue and worker slots of its own, so slow audits and AI answers never hold up a reset mail. */
export const mailQueueName = 'studio-mail'

export const queueLanes: Record<QueueLane, string> = { jobs: queueName, mail: mailQueueName }
export function laneOf(name: JobName): QueueLane {
  return name === 'send-mail' ? 'mail' : 'jobs'
}

/**
 * A tool job that could not do what was asked for a reason the person should read (a refused address,
 * an upstream that did not answer): returned, not thrown, so it is not retried and reaches the API as is.
 */
export interface ToolFailure {
  ok: false
  /** 400: the input was refused; 502: an upstream or the network failed. */
  status: 400 | 502
  error: string
}
export type ToolOutcome<Result> = ({ ok: true } & Result) | ToolFailure

export const jobPayloadSchemas = {
  'send-mail': z.object({
    /** One logical mail: the same key is never sent twice, whatever retries or restarts happen. */
    idempotencyKey: z.string().min(1).max(200),
    to: z.email(),
    subject: z.string().min(1).max(300),
    text: z.string().min(1).max(100_000),
    replyTo: z.email().optional(),
  }),
  ask: z.object({ prompt: z.string().trim().min(1).max(4_000) }),
  'roast-toast': z.object({ url: z.url({ protocol: /^https?$/ }).max(2_048) }),
  'business-names': z.object({ keywords: z.string().trim().min(1).max(200), vibe: z.enum(vibes) }),
  taglines: z.object({
    industry: z.string().trim().min(1).max(200),
    value: z.string().trim().min(1).max(400),
  }),
  /** Brings every bill's overdue flag up to date for today in New York (hourly, and at worker start). */
  'check-overdue-bills': z.object({}),
  /** Deletes usage records, visits and done outbox rows older than RETENTION_DAYS (daily). */
  'prune-old-records': z.object({}),
  /** Puts each account's digest of bills due within 3 days or newly overdue into the outbox (daily). */
  'send-bill-reminders': z.object({}),
} as const

export interface JobResults {
  'send-mail': { messageId: string | null; skipped: boolean }
  ask: ToolOutcome<{ reply: string }>
  'roast-toast': ToolOutcome<RoastAudit>
  'business-names': ToolOutcome<{ names: string[] }>
  taglines: ToolOutcome<{ taglines: string[] }>
  'check-overdue-bills': { updated: number }
  'prune-old-records': PrunedRecords
  'send-bill-reminders': { digests: number; bills: number }
}

/** How many rows the retention job deleted, per kind. */
export interface PrunedRecords {
  visits: number
  askUsage: number
  roastAudits: number
  outbox: number
}

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
