import type { z } from 'zod'
import { endpoint } from './endpoint.ts'
import type { roastInput } from './roast-toast.schemas.ts'

// The roast-and-toast site audit, a server-side tool: its call may carry the progress id that tools.ts's
// `progress` follows.

/** POST /api/tools/roast_toast: what the site audit found. */
export interface RoastAudit {
  roast: string[]
  toast: string[]
  /** Milliseconds from the first request to the last byte, redirects included. */
  loadTime: number
  recommendation: string
}

export const roastToast = endpoint<z.input<typeof roastInput>, RoastAudit>('POST', '/tools/roast_toast')
