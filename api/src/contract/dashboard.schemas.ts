import { z } from 'zod'

/** POST /api/dashboard/jobs/retry: a failed job, named by its id and lane. */
export const retryJobBody = z.object({
  id: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200),
  /** Mail has its own queue; a retry without a lane means the other jobs' queue. */
  lane: z.enum(['jobs', 'mail'], { error: "must be 'jobs' or 'mail'" }).default('jobs'),
})
