import { z } from 'zod'
import { defineJobModule } from '../platform/jobs/compose-jobs.ts'
import type { ToolOutcome } from '../tool-calls/tool-outcome.ts'

// The assistant's job (api/src/jobs.ts lists every domain's jobs).

const payloads = {
  ask: z.object({ prompt: z.string().trim().min(1).max(4_000) }),
}

type AskJobPayloads = typeof payloads
declare module '../platform/jobs/job-contracts.ts' {
  interface JobPayloadSchemas extends AskJobPayloads {}
  interface JobResults extends AskJobResults {}
}

export interface AskJobResults {
  ask: ToolOutcome<{ reply: string }>
}

export const askJobs = defineJobModule({
  payloads,
  processors: async () => (await import('./ask.processors.ts')).createAskProcessors,
})
