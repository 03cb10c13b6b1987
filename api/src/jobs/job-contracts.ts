import { z } from 'zod'

/**
 * The one home of job names, payload schemas and result types. The API (producer) and the worker
 * (consumer) both import it; a payload is validated when enqueued and again when processed.
 */
export const queueName = 'studio-jobs'

export const jobPayloadSchemas = {
  'send-mail': z.object({
    /** One logical mail: the same key is never sent twice, whatever retries or restarts happen. */
    idempotencyKey: z.string().min(1).max(200),
    to: z.email(),
    subject: z.string().min(1).max(300),
    text: z.string().min(1).max(100_000),
    replyTo: z.email().optional(),
  }),
} as const

export interface JobResults {
  'send-mail': { messageId: string | null; skipped: boolean }
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

/** Retries with exponential backoff; failed jobs are kept for inspection, completed ones trimmed. */
export const defaultJobOptions = {
  attempts: 5,
  backoff: { type: 'exponential' as const, delay: 1_000 },
  removeOnComplete: { age: 24 * 3600, count: 1_000 },
  removeOnFail: false,
}

/** BullMQ reserves ':' in ids; fixed ids are how a job that must run once is made to run once. */
export function jobId(...parts: (string | number)[]): string {
  return parts.map((part) => String(part).replaceAll(':', '-')).join('-')
}
