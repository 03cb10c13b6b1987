import { z } from 'zod'
import { vibes } from '../contract/tools.schemas.ts'
import type { ToolOutcome } from '../tool-calls/tool-outcome.ts'

// Business names and taglines (composed into the one list by api/src/platform/jobs/job-contracts.ts).

export const namingJobs = {
  'business-names': z.object({ keywords: z.string().trim().min(1).max(200), vibe: z.enum(vibes) }),
  taglines: z.object({
    industry: z.string().trim().min(1).max(200),
    value: z.string().trim().min(1).max(400),
  }),
}

export interface NamingJobResults {
  'business-names': ToolOutcome<{ names: string[] }>
  taglines: ToolOutcome<{ taglines: string[] }>
}
