import type { z } from 'zod'
import type { retryJobBody } from './dashboard.schemas.ts'
import { endpoint, type SuccessReply } from './endpoint.ts'

export interface ContactInquiry {
  id: number
  name: string
  email: string
  message: string
  created_at: string
}

export interface AskUsage {
  id: number
  prompt: string
  response: string
  created_at: string
}

export interface RoastAuditUsage {
  id: number
  url: string
  roast: string[]
  toast: string[]
  load_time: number
  created_at: string
}

/** Overdue bills as the overview lists them (docs/product.md#studio-overview). */
export interface OverdueBill {
  id: number
  name: string
  amount: number
  dueDate: string
}

/** Upcoming payments as the overview lists them (the reply keeps `due_date` here: docs/http-api.md). */
export interface UpcomingBill {
  id: number
  owner: string
  name: string
  amount: number
  due_date: string
}

export interface VisitsOnDay {
  /** A calendar day in America/New_York, YYYY-MM-DD (the studio's day, as for bills). */
  date: string
  count: number
}

export interface JobCounts {
  waiting?: number
  active?: number
  failed?: number
  delayed?: number
}

export interface QueueHealth extends JobCounts {
  state: 'ok' | 'down' | 'in-process'
  /** Each queue's own counts (BullMQ only); the fields above add them up. */
  lanes?: Partial<Record<QueueLane, JobCounts>>
}

/** Which queue a job goes to: 'mail' for mail, 'jobs' for everything else. */
export type QueueLane = 'jobs' | 'mail'

export interface FailedJob {
  /** Ids are unique within a lane; a retry names both. */
  lane: QueueLane
  id: string
  name: string
  failedReason: string
  attemptsMade: number
  finishedAt: string | null
}

/** GET /api/dashboard/jobs: what the job queue is doing, and its failed jobs with their errors. */
export interface JobQueueState {
  mode: 'redis' | 'in-process'
  health: QueueHealth
  failed: FailedJob[]
}

const adminRead = <Reply>(path: string) => endpoint<undefined, Reply>('GET', path, 'signed-in')

/** The Studio Overview's reads, by their paths in docs/http-api.md (and the visits chart's). */
export const overviewReads = {
  visitors: adminRead<{ count: number }>('/dashboard/visitors'),
  visits_per_day: adminRead<{ days: VisitsOnDay[] }>('/dashboard/visits_per_day'),
  ask_usage: adminRead<AskUsage[]>('/dashboard/ask_usage'),
  contact_usage: adminRead<ContactInquiry[]>('/dashboard/contact_usage'),
  get_roast_toast_usage: adminRead<RoastAuditUsage[]>('/dashboard/get_roast_toast_usage'),
  overdue_bills: adminRead<OverdueBill[]>('/dashboard/overdue_bills'),
  upcoming_bills: adminRead<UpcomingBill[]>('/dashboard/upcoming_bills'),
}

// The admin dashboard's job queue view (Developer's Playground).
export const jobs = adminRead<JobQueueState>('/dashboard/jobs')
export const retryJob = endpoint<z.input<typeof retryJobBody>, SuccessReply>(
  'POST',
  '/dashboard/jobs/retry',
  'signed-in',
)
