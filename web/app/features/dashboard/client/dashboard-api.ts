import type {
  AskUsage,
  ContactInquiry,
  OverdueBill,
  RoastAuditUsage,
  UpcomingBill,
} from '../../../../../api/src/dashboard/dashboard.repository.ts'
import type { VisitsOnDay } from '../../../../../api/src/visits/visits.repository.ts'
import type { FailedJob, QueueHealth } from '../../../../../api/src/jobs/job-queue.ts'
import { portalRequest, type PortalReply } from '../../bills/client/portal-request'

export type { AskUsage, ContactInquiry, FailedJob, OverdueBill, RoastAuditUsage, UpcomingBill, VisitsOnDay }

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

export interface JobQueueState {
  mode: 'redis' | 'in-process'
  health: QueueHealth
  failed: FailedJob[]
}

/**
 * One admin read; a failure is only logged (docs/product.md#studio-overview) and the card shows what it has.
 */
async function read<T>(path: string, fallback: T): Promise<T> {
  try {
    const reply = await portalRequest<T>(path)
    if (reply.ok) return reply.data
    console.warn(`Dashboard: ${path} answered ${reply.status}: ${reply.error}`)
  } catch (error) {
    console.warn(`Dashboard: ${path} failed.`, error)
  }
  return fallback
}

/**
 * The six Studio Overview reads, one after another (docs/product.md#studio-overview), then the visits
 * chart's.
 */
export async function loadStudioOverview(): Promise<StudioOverviewData> {
  const visitors = await read<{ count: number } | null>('/dashboard/visitors', null)
  const askUsage = await read<AskUsage[]>('/dashboard/ask_usage', [])
  const contacts = await read<ContactInquiry[]>('/dashboard/contact_usage', [])
  const overdueBills = await read<OverdueBill[]>('/dashboard/overdue_bills', [])
  const upcomingBills = await read<UpcomingBill[]>('/dashboard/upcoming_bills', [])
  const roastAudits = await read<RoastAuditUsage[]>('/dashboard/get_roast_toast_usage', [])
  const visitsPerDay = await read<{ days: VisitsOnDay[] }>('/dashboard/visits_per_day', { days: [] })
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

export const loadJobQueueState = () => read<JobQueueState | null>('/dashboard/jobs', null)

export const retryJob = ({ id, lane }: FailedJob): Promise<PortalReply<{ success: string }>> =>
  portalRequest('/dashboard/jobs/retry', { method: 'POST', body: { id, lane } })
