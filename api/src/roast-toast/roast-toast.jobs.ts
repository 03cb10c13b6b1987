import { z } from 'zod'
import type { RoastAudit } from '../contract/roast-toast.ts'
import { defineJobModule } from '../platform/jobs/compose-jobs.ts'
import type { ToolOutcome } from '../tool-calls/tool-outcome.ts'

// The site audit's job (api/src/jobs.ts lists every domain's jobs). Its result reaches the browser as it
// is, so its shape is the wire contract's.

const payloads = {
  'roast-toast': z.object({ url: z.url({ protocol: /^https?$/ }).max(2_048) }),
}

type RoastToastJobPayloads = typeof payloads
declare module '../platform/jobs/job-contracts.ts' {
  interface JobPayloadSchemas extends RoastToastJobPayloads {}
  interface JobResults extends RoastToastJobResults {}
}

export interface RoastToastJobResults {
  'roast-toast': ToolOutcome<RoastAudit>
}

export const roastToastJobs = defineJobModule({
  payloads,
  processors: async () => (await import('./roast-toast.processors.ts')).createRoastToastProcessors,
})
