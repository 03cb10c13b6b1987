import { z } from 'zod'
import type { RoastAudit } from '../contract/tools.ts'
import type { ToolOutcome } from '../tool-calls/tool-outcome.ts'

// The site audit's job (composed into the one list by api/src/platform/jobs/job-contracts.ts). Its
// result reaches the browser as it is, so its shape is the wire contract's.

export const siteAuditJobs = {
  'roast-toast': z.object({ url: z.url({ protocol: /^https?$/ }).max(2_048) }),
}

export interface SiteAuditJobResults {
  'roast-toast': ToolOutcome<RoastAudit>
}
