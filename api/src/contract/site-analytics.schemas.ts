import { z } from 'zod'

// What the site analytics endpoints accept (DESIGN "Site analytics"). The range's days are checked by the
// server's rule (api/src/site-analytics/visits-range.ts), which names the field in its sentence.

/** GET /api/portal/sites/:id/visits?from&to: New York days, 'YYYY-MM-DD'; both optional. */
export const visitsQuery = z.object({
  from: z.string({ error: 'From: use a date like 2026-03-31.' }).optional(),
  to: z.string({ error: 'To: use a date like 2026-03-31.' }).optional(),
})
