import { z } from 'zod'

// The mail domain's job: its payload schema (checked when enqueued and again when run) and its result.
// api/src/platform/jobs/job-contracts.ts composes every domain's jobs into the one list.

export const mailJobs = {
  'send-mail': z.object({
    /** One logical mail: the same key is never sent twice, whatever retries or restarts happen. */
    idempotencyKey: z.string().min(1).max(200),
    to: z.email(),
    subject: z.string().min(1).max(300),
    text: z.string().min(1).max(100_000),
    replyTo: z.email().optional(),
  }),
}

export interface MailJobResults {
  'send-mail': { messageId: string | null; skipped: boolean }
}
