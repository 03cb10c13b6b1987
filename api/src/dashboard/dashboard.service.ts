import { addDays, todayInNewYork } from '../bills/bill-dates.ts'
import { billsRepository } from '../bills/bills.repository.ts'
import type { OverdueBill, UpcomingBill } from '../contract/dashboard.ts'
import type { AppDeps } from '../deps.ts'
import { householdsRepository } from '../bills/households.repository.ts'
import { notFound } from '../platform/http/http-error.ts'
import type { QueueLane } from '../contract/dashboard.ts'
import { visitsRepository } from '../visits/visits.repository.ts'
import { dashboardRepository } from './dashboard.repository.ts'

type DashboardDeps = Pick<AppDeps, 'db' | 'now'>

/** Each list is bounded: the overview shows its first few rows, and stays fast as the tables grow. */
export const dashboardListLimit = 20

/**
 * Upcoming payments (docs/product.md#studio-overview): unpaid bills due from today through a week from today.
 */
const upcomingDays = 7

/** How far back the overview's visits chart reaches. */
export const visitsChartDays = 30

/**
 * The reads of the admin's Studio Overview: the six of docs/http-api.md by their path names, and the
 * chart's.
 */
export const studioOverview = {
  async visitors({ db }: DashboardDeps) {
    return { count: await visitsRepository.count(db) }
  },
  async visits_per_day({ db, now }: DashboardDeps) {
    const today = todayInNewYork(now())
    return { days: await visitsRepository.countPerDay(db, addDays(today, 1 - visitsChartDays), today) }
  },
  ask_usage: ({ db }: DashboardDeps) => dashboardRepository.recentAskUsage(db, dashboardListLimit),
  contact_usage: ({ db }: DashboardDeps) => dashboardRepository.recentContacts(db, dashboardListLimit),
  get_roast_toast_usage: ({ db }: DashboardDeps) =>
    dashboardRepository.recentRoastAudits(db, dashboardListLimit),
  // The bills lists show the studio's own household, never a client's.
  async overdue_bills({ db, now }: DashboardDeps): Promise<OverdueBill[]> {
    const studio = await householdsRepository.studioId(db)
    const bills = await billsRepository.listOverdue(db, studio, todayInNewYork(now()), dashboardListLimit)
    return bills.map(({ id, name, amount, dueDate }) => ({ id, name, amount, dueDate }))
  },
  async upcoming_bills({ db, now }: DashboardDeps): Promise<UpcomingBill[]> {
    const today = todayInNewYork(now())
    const studio = await householdsRepository.studioId(db)
    const range = { from: today, through: addDays(today, upcomingDays) }
    const bills = await billsRepository.listDueBetween(db, studio, range, dashboardListLimit)
    return bills.map(({ id, owner, name, amount, dueDate }) => ({
      id,
      owner,
      name,
      amount,
      due_date: dueDate,
    }))
  },
}

/**
 * The Developer's Playground: what the job queue is doing, and its failed jobs with their errors (mail
 * among them once it has been retried for 24 hours).
 */
export async function jobQueueState({ jobs }: Pick<AppDeps, 'jobs'>) {
  const [health, failed] = await Promise.all([jobs.health(), jobs.listFailed(dashboardListLimit)])
  return { mode: jobs.mode, health, failed }
}

export async function retryFailedJob(
  { jobs }: Pick<AppDeps, 'jobs'>,
  lane: QueueLane,
  id: string,
): Promise<void> {
  if (!(await jobs.retryFailed(lane, id))) {
    throw notFound(`There is no failed job ${id} to retry (it may have been retried already).`)
  }
}
