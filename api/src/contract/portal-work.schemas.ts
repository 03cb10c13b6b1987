import { z } from 'zod'
import { isCalendarDate } from './calendar-date.ts'

// What the portal's work endpoints accept (docs/product.md#care-plan-portal): milestones, update requests
// and their messages, monthly reports. Each refusal reads as a sentence: "Title: is required."

const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input == null ? 'is required' : 'must be text') })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max.toLocaleString('en-US')} characters`)

export const milestonesMax = 30
export const titleMaxLength = 120
export const requestBodyMaxLength = 5_000
export const roadmapMaxLength = 10_000

export const requestStatuses = ['open', 'in_progress', 'done'] as const
export type RequestStatus = (typeof requestStatuses)[number]
const requestStatus = z.enum(requestStatuses, { error: 'must be open, in_progress or done' })

const milestone = z.object({
  title: text(titleMaxLength),
  due: z
    .string({ error: 'must be a date like 2026-12-31, or null' })
    .refine(isCalendarDate, 'must be a real date like 2026-12-31, or null')
    .nullable()
    .default(null),
  done: z.boolean({ error: 'must be true or false' }).default(false),
})

/** PUT /api/portal/projects/:client: the client's whole timeline, in order. */
export const milestonesBody = z.object({
  milestones: z
    .array(milestone, { error: 'must be a list of milestones' })
    .max(milestonesMax, `must be at most ${milestonesMax} milestones`),
})

/** A site's id in a JSON body: a positive whole number (a safe integer, as zod's int() requires). */
const siteId = z
  .number({ error: 'must be a site id number' })
  .int('must be a site id number')
  .positive('must be a site id number')

/** The path parameters of a call on one request or report: `:id`, a positive whole number. */
export const idParams = z.object({
  id: z.coerce
    .number({ error: 'must be an id number' })
    .int('must be an id number')
    .positive('must be an id number'),
})

/** POST /api/portal/requests. */
export const newRequestBody = z.object({
  title: text(titleMaxLength),
  body: text(requestBodyMaxLength),
  siteId: siteId
    .nullable()
    .optional()
    .transform((siteId) => siteId ?? null),
})

/** GET /api/portal/requests?status= */
export const requestListQuery = z.object({ status: requestStatus.optional() })

/** POST /api/portal/requests/:id/messages. */
export const requestMessageBody = z.object({ body: text(requestBodyMaxLength) })

/** PATCH /api/portal/requests/:id. */
export const requestStatusBody = z.object({ status: requestStatus })

/** The first month a report may cover: the monitor never ran before it, and year 0 is no month at all. */
export const firstReportMonth = '2000-01'

const yearMonth = z
  .string({ error: 'must be a month like 2026-10' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month like 2026-10')
  .refine((month) => month >= firstReportMonth, 'must be a month from 2000-01 to this one, like 2026-10')

/** POST /api/portal/reports. */
export const newReportBody = z.object({ siteId, month: yearMonth })

/** PATCH /api/portal/reports/:id: untrusted markdown, stored as written (the page sanitises it). */
export const roadmapBody = z.object({
  roadmap: z
    .string({ error: 'must be text' })
    .max(roadmapMaxLength, `must be at most ${roadmapMaxLength.toLocaleString('en-US')} characters`),
})

export type MilestonesInput = z.input<typeof milestonesBody>
export type NewRequest = z.output<typeof newRequestBody>
export type NewReport = z.output<typeof newReportBody>
