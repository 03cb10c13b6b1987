import { addDays, todayInNewYork } from '../bills/bill-dates.ts'
import type { Db } from '../platform/db/pool.ts'
import { siteEventsRepository } from './site-events.repository.ts'
import { visitRollupsRepository } from './visit-rollups.repository.ts'
import { visitorSaltsRepository } from './visitor-salts.repository.ts'

// The site analytics' upkeep, run by its jobs (site-analytics.processors.ts): salts, rollups, pruning.

type UpkeepDeps = { db: Db; now: () => Date }

/** Raw events are kept this long; the daily figures rolled up from them are kept for good. */
export const rawEventRetentionDays = 400
/**
 * A day is rolled up once it has been over this long: the API processes write what they buffered
 * within a second, so by then every event of the day is counted.
 */
export const rollupGraceMs = 2 * 60_000

/** Makes today's salt (New York) and deletes every earlier one: yesterday's visitors can no longer be linked. */
export async function rotateVisitorSalts({ db, now }: UpkeepDeps) {
  const day = todayInNewYork(now())
  await visitorSaltsRepository.saltOf(db, day)
  return { day, deleted: await visitorSaltsRepository.deleteBefore(db, day) }
}

/**
 * Rolls up every finished day not rolled up yet, oldest first: its figures, counted as its events were
 * written, become the daily figures, and its visitor hashes are deleted (within the hour after the salt).
 */
export async function rollUpSiteVisits({ db, now }: UpkeepDeps) {
  const lastFinished = addDays(todayInNewYork(new Date(now().getTime() - rollupGraceMs)), -1)
  const days: string[] = []
  for (const day of await visitRollupsRepository.pendingDays(db, lastFinished)) {
    if (await visitRollupsRepository.rollUpDay(db, day)) days.push(day)
  }
  return { days }
}

/** Deletes the raw events past their retention, and whatever a late batch left open of a rolled-up day. */
export async function pruneSiteEvents({ db, now }: UpkeepDeps) {
  const cutoff = new Date(now().getTime() - rawEventRetentionDays * 86_400_000)
  await visitRollupsRepository.deleteLeftOpen(db)
  await visitRollupsRepository.summarizeNewEvents(db)
  return { deleted: await siteEventsRepository.deleteBefore(db, cutoff) }
}
