import { z } from 'zod'
import { defineJobModule } from '../platform/jobs/compose-jobs.ts'

// The mail domain's job: its payload schema (checked when enqueued and again when run) and its result, in
// the mail lane (a queue and worker slots of its own). api/src/jobs.ts lists every domain's jobs.

const payloads = {
  'send-mail': z.object({
    /** One logical mail: the same key is never sent twice, whatever retries or restarts happen. */
    idempotencyKey: z.string().min(1).max(200),
    to: z.email(),
    subject: z.string().min(1).max(300),
    text: z.string().min(1).max(100_000),
    replyTo: z.email().optional(),
  }),
}

type MailJobPayloads = typeof payloads
declare module '../platform/jobs/job-contracts.ts' {
  interface JobPayloadSchemas extends MailJobPayloads {}
  interface JobResults extends MailJobResults {}
}

export interface MailJobResults {
  'send-mail': { messageId: string | null; skipped: boolean }
}

export const mailJobs = defineJobModule({
  payloads,
  lane: 'mail',
  processors: async () => (await import('./mail.processors.ts')).createMailProcessors,
})
