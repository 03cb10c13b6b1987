import { z } from 'zod'

// What the site analytics endpoints accept (docs/portal.md#site-analytics). The range's days are checked by the
// server's rule (api/src/site-analytics/visits-range.ts), which names the field in its sentence.

/** GET /api/portal/sites/:id/visits?from&to: New York days, 'YYYY-MM-DD'; both optional. */
export const visitsQuery = z.object({
  from: z.string({ error: 'From: use a date like 2026-03-31.' }).optional(),
  to: z.string({ error: 'To: use a date like 2026-03-31.' }).optional(),
})

const vital = (max: number) => z.number().finite().min(0).max(max).optional()

/**
 * POST /api/v: one event from the snippet, `{k, n, u, r, w, lcp?, inp?, cls?}` (docs/portal.md#site-analytics).
 * LCP and INP in milliseconds, CLS unitless; a vitals event carries at least one of them.
 */
export const analyticsEvent = z
  .object({
    k: z.string().min(1).max(64),
    n: z.enum(['pageview', 'vitals']),
    u: z.string().min(1).max(2048),
    r: z.string().max(2048).default(''),
    w: z.number().finite().min(0).max(100_000),
    lcp: vital(600_000),
    inp: vital(600_000),
    cls: vital(100),
  })
  .refine(
    (event) => event.n === 'pageview' || [event.lcp, event.inp, event.cls].some((v) => v !== undefined),
    {
      message: 'A vitals event carries lcp, inp or cls.',
    },
  )

export type AnalyticsEvent = z.infer<typeof analyticsEvent>
