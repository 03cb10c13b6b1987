import * as dashboardApi from '@studio/api/contract/dashboard'
import type {
  AskUsage,
  ContactInquiry,
  FailedJob,
  JobQueueState,
  OverdueBill,
  RoastAuditUsage,
  UpcomingBill,
  VisitsOnDay,
} from '@studio/api/contract/dashboard'
import type { Endpoint, ReplyOf } from '@studio/api/contract/endpoint'
import { listSites } from '@studio/api/contract/portal-sites'
import { callApi } from '#app/api-client/api-client.ts'
import { failureSentence } from '#app/api-client/failure-sentence.ts'
import { loadVisitsBeside, type VisitsBeside } from '#app/common/site-visits/site-visits-api.ts'

export type { FailedJob, JobQueueState, VisitsOnDay }

export interface StudioOverviewData {
  visitors: number | null
  /** The last 30 days, oldest first. */
  visitsPerDay: VisitsOnDay[]
  askUsage: AskUsage[]
  contacts: ContactInquiry[]
  roastAudits: RoastAuditUsage[]
  overdueBills: OverdueBill[]
  upcomingBills: UpcomingBill[]
}

/** One admin read; a failure is only logged (docs/product.md#studio-overview) and the card shows what it has. */
async function read<E extends Endpoint<undefined, unknown>, Fallback>(
  endpoint: E,
  fallback: Fallback,
): Promise<ReplyOf<E> | Fallback> {
  const reply = await callApi(endpoint)
  if (reply.ok) return reply.data
  if (reply.problem === 'network') console.warn(`Dashboard: ${endpoint.path} failed.`)
  else console.warn(`Dashboard: ${endpoint.path} answered ${reply.status}: ${reply.error}`)
  return fallback
}

/**
 * The six Studio Overview reads, one after another (docs/product.md#studio-overview), then the visits
 * chart's.
 */
export async function loadStudioOverview(): Promise<StudioOverviewData> {
  const visitors = await read(dashboardApi.overviewReads.visitors, null)
  const askUsage = await read(dashboardApi.overviewReads.ask_usage, [])
  const contacts = await read(dashboardApi.overviewReads.contact_usage, [])
  const overdueBills = await read(dashboardApi.overviewReads.overdue_bills, [])
  const upcomingBills = await read(dashboardApi.overviewReads.upcoming_bills, [])
  const roastAudits = await read(dashboardApi.overviewReads.get_roast_toast_usage, [])
  const visitsPerDay = await read(dashboardApi.overviewReads.visits_per_day, { days: [] })
  return {
    visitors: visitors?.count ?? null,
    visitsPerDay: visitsPerDay.days,
    askUsage,
    contacts,
    roastAudits,
    overdueBills,
    upcomingBills,
  }
}

export const loadJobQueueState = () => read(dashboardApi.jobs, null)

export const retryJob = ({ id, lane }: FailedJob) => callApi(dashboardApi.retryJob, { id, lane })

export type StudioSiteVisitsRead =
  | { kind: 'failed'; sentence: string }
  | { kind: 'not-linked' }
  | { kind: 'never-visited'; siteName: string }
  | { kind: 'visits'; visits: VisitsBeside }

const unreachable = 'Could not reach the studio’s API to read this site’s visits. Reload to try again.'

/**
 * The studio's own site's visits: the site under care whose analytics key is `analyticsKey` (the
 * STUDIO_ANALYTICS_KEY setting), then its visits this month so far and last month.
 */
export async function loadStudioSiteVisits(analyticsKey: string): Promise<StudioSiteVisitsRead> {
  const sites = await callApi(listSites)
  if (!sites.ok) return { kind: 'failed', sentence: failureSentence(sites, unreachable) }
  const site = sites.data.sites.find((candidate) => candidate.analyticsKey === analyticsKey)
  if (!site) return { kind: 'not-linked' }
  if (site.lastVisitAt === null) return { kind: 'never-visited', siteName: site.name }
  const visits = await loadVisitsBeside(site.id)
  if (!visits.ok) return { kind: 'failed', sentence: failureSentence(visits, unreachable) }
  return { kind: 'visits', visits: visits.data }
}
