import type { z } from 'zod'
import type {
  MilestonesInput,
  newReportBody,
  newRequestBody,
  requestListQuery,
  requestMessageBody,
  requestStatusBody,
  RequestStatus,
  roadmapBody,
} from './portal-work.schemas.ts'
import { endpoint } from './endpoint.ts'
import type { SiteCertificate, SiteIncident } from './portal-sites.ts'
import type { ReportTraffic, SiteVitals } from './site-analytics.ts'

export type { RequestStatus } from './portal-work.schemas.ts'

// The care plan portal's work for a client (docs/product.md#care-plan-portal): the project's milestones,
// update requests with their threads, and monthly reports. A client sees only their own (another client's
// id is 404); signed out is 401; a client on an admin call is 403. Times are ISO 8601 UTC; months 'YYYY-MM'
// in America/New_York. Lists are newest first unless said.

/** One step of a client's project timeline; `due` is 'YYYY-MM-DD' or null. */
export interface Milestone {
  title: string
  due: string | null
  done: boolean
}

export interface Milestones {
  milestones: Milestone[]
}

/** A client account (any account that is not an admin), with how many sites it has under care. */
export interface ClientAccount {
  username: string
  siteCount: number
}

/** An update request. `body` is the client's own words: plain text, escaped wherever shown. */
export interface UpdateRequest {
  id: number
  title: string
  status: RequestStatus
  siteId: number | null
  /** The name of the site it is about; null for a request about no site (or whose site was removed). */
  siteName: string | null
  /** The client's username. */
  client: string
  createdAt: string
  updatedAt: string
  body: string
  /** Who wrote last in the thread (the request itself counts as the client's). */
  lastAuthor: 'client' | 'studio'
  /**
   * Since when the client has waited for the studio: the first thing the client wrote since the studio
   * last wrote; null when the studio wrote last, or the request is done.
   */
  waitingSince: string | null
}

/** A message in a request's thread; `author` is the writer's username, `body` plain text. */
export interface RequestMessage {
  id: number
  author: string
  /** True when an admin (the studio) wrote it. */
  fromStudio: boolean
  body: string
  at: string
}

export interface RequestThread {
  request: UpdateRequest
  /** Oldest first. */
  messages: RequestMessage[]
}

export interface ReportSummary {
  id: number
  siteId: number
  /** The site's name, for lists. */
  siteName: string
  month: string
  /** Null while a draft. */
  publishedAt: string | null
}

/** A month's figures for one site, drafted from the stored checks, incidents and audits. */
export interface Report extends ReportSummary {
  siteUrl: string
  /** The client's username. */
  client: string
  /** Percent of the month's checks that succeeded (0–100, 2 decimals); null with no checks. */
  uptime: number | null
  checks: number
  /** Oldest first. */
  incidents: SiteIncident[]
  medianMs: number | null
  /** As the month's last https check read it, daysLeft counted from that check; null without one. */
  certificate: SiteCertificate | null
  /**
   * The month's last audit against the one before the month began: checks passed of total, the checks
   * failing in it (by name), and which were fixed or are newly failing since. Null when no audit ran in
   * the month.
   */
  audit: { passed: number; total: number; failing: string[]; fixed: string[]; new: string[] } | null
  /** The client's requests done in the month, for this site or for no site. */
  requestsDone: { id: number; title: string }[]
  /** The month's visitors and pageviews beside the month before's, and its top 5 pages and sources. */
  traffic: ReportTraffic
  /** The month's Core Web Vitals at the 75th percentile, with Google's words. */
  vitals: SiteVitals
  /** UNTRUSTED markdown, stored exactly as the admin wrote it: sanitise it before showing it as HTML. */
  roadmap: string
}

type Body<Schema extends z.ZodType> = z.input<Schema>

// The portal's pages the mails link to (PUBLIC_URL + the path): a request's thread, a report, and the
// admin's page of one site (the client's view of it, with the studio's tools).
export const requestPagePath = (requestId: number) => `/dashboard/requests/${requestId}`
export const reportPagePath = (reportId: number) => `/dashboard/reports/${reportId}`
export const sitePagePath = (siteId: number) => `/dashboard/sites/${siteId}`

// Milestones: the client reads them, the admin keeps each client's list (`client` is a username).
export const project = endpoint<undefined, Milestones>('GET', '/portal/project', 'signed-in')
export const clientProject = endpoint<{ client: string }, Milestones>(
  'GET',
  '/portal/projects/:client',
  'signed-in',
)
export const saveClientProject = endpoint<{ client: string } & MilestonesInput, Milestones>(
  'PUT',
  '/portal/projects/:client',
  'signed-in',
)

/** Admin only: every client account, sites or not (a client whose site is being built has a timeline too). */
export const clients = endpoint<undefined, { clients: ClientAccount[] }>(
  'GET',
  '/portal/clients',
  'signed-in',
)

// Update requests: a client files one; both sides write in its thread; the admin moves its status.
export const fileRequest = endpoint<Body<typeof newRequestBody>, { request: UpdateRequest }>(
  'POST',
  '/portal/requests',
  'signed-in',
)
/** Admin: every client's requests; client: their own. Newest first. */
export const requests = endpoint<Body<typeof requestListQuery>, { requests: UpdateRequest[] }>(
  'GET',
  '/portal/requests',
  'signed-in',
)
/** Admin only: every request not done, the one waiting longest for the studio first. */
export const requestInbox = endpoint<undefined, { requests: UpdateRequest[] }>(
  'GET',
  '/portal/requests/inbox',
  'signed-in',
)
export const requestThread = endpoint<{ id: number }, RequestThread>(
  'GET',
  '/portal/requests/:id',
  'signed-in',
)
export const writeMessage = endpoint<
  { id: number } & Body<typeof requestMessageBody>,
  { message: RequestMessage }
>('POST', '/portal/requests/:id/messages', 'signed-in')
export const setRequestStatus = endpoint<
  { id: number } & Body<typeof requestStatusBody>,
  { request: UpdateRequest }
>('PATCH', '/portal/requests/:id', 'signed-in')

// Monthly reports: drafted on the 1st (or on demand by the admin), given a roadmap and published.
/** Admin: every report, drafts too; client: their own published ones. Newest month first. */
export const reports = endpoint<undefined, { reports: ReportSummary[] }>(
  'GET',
  '/portal/reports',
  'signed-in',
)
export const report = endpoint<{ id: number }, { report: Report }>('GET', '/portal/reports/:id', 'signed-in')
export const draftReport = endpoint<Body<typeof newReportBody>, { report: Report }>(
  'POST',
  '/portal/reports',
  'signed-in',
)
export const saveRoadmap = endpoint<{ id: number } & Body<typeof roadmapBody>, { report: Report }>(
  'PATCH',
  '/portal/reports/:id',
  'signed-in',
)
export const publishReport = endpoint<{ id: number }, { report: Report }>(
  'POST',
  '/portal/reports/:id/publish',
  'signed-in',
)
