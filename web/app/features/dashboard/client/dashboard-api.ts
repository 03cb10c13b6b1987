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
import { callApi } from '#app/api-client/api-client.ts'

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
