import { z } from 'zod'
import type { ToolOutcome } from '../tool-calls/tool-outcome.ts'

// The assistant's job (composed into the one list by api/src/platform/jobs/job-contracts.ts).

export const askJobs = {
  ask: z.object({ prompt: z.string().trim().min(1).max(4_000) }),
}

export interface AskJobResults {
  ask: ToolOutcome<{ reply: string }>
}
