import { z } from 'zod'
import { vibes } from '../contract/tools.schemas.ts'
import { defineJobModule } from '../platform/jobs/compose-jobs.ts'
import type { ToolOutcome } from '../tool-calls/tool-outcome.ts'

// Business names and taglines (api/src/jobs.ts lists every domain's jobs).

const payloads = {
  'business-names': z.object({ keywords: z.string().trim().min(1).max(200), vibe: z.enum(vibes) }),
  taglines: z.object({
    industry: z.string().trim().min(1).max(200),
    value: z.string().trim().min(1).max(400),
  }),
}

type NamingJobPayloads = typeof payloads
declare module '../platform/jobs/job-contracts.ts' {
  interface JobPayloadSchemas extends NamingJobPayloads {}
  interface JobResults extends NamingJobResults {}
}

export interface NamingJobResults {
  'business-names': ToolOutcome<{ names: string[] }>
  taglines: ToolOutcome<{ taglines: string[] }>
}

export const namingJobs = defineJobModule({
  payloads,
  processors: async () => (await import('./naming.processors.ts')).createNamingProcessors,
})
