import { setTimeout as sleep } from 'node:timers/promises'
import { addToOutbox } from '../mail/outbox.ts'
import type { Env } from '../platform/config/env.ts'
import { inTransaction, type Db } from '../platform/db/pool.ts'
import { jobId } from '../platform/jobs/job-contracts.ts'
import type { JobQueue } from '../platform/jobs/job-queue.ts'
import type { Logger } from '../platform/logger.ts'
import type { PageFetchOptions } from '../roast-toast/page-fetcher.ts'
import { monitorRepository, type LockedSite } from './monitor.repository.ts'
import {
  applyCheck,
  certificateDaysLeft,
  confirmationDueAt,
  crossedCertificateWarnings,
  dueTimesIn,
  nextDueAfter,
} from './monitor-rules.ts'
import { siteAlertMail, type SiteAlert } from './site-alert-mail.ts'
import { probeSite, type ProbeResult } from './site-probe.ts'

/** What one batch of checks found: how many ran, and how many sites were gone by then. */
export interface SiteChecksRun {
  checked: number
  gone: number
}

// The monitor (docs/portal.md#sites-under-care; docs/decisions/023-site-checks-and-alert-once.md): a
// dispatcher queues each site's checks for its due times, check jobs probe the sites and record what they
// found, each under its site row's lock, so the status changes and the mails they send are decided once.

export interface MonitorDeps {
  env: Pick<
    Env,
    'MONITOR_INTERVAL_S' | 'AUDIT_ALLOW_PRIVATE_NETWORKS' | 'BUSINESS_EMAIL' | 'SITE_NAME' | 'PUBLIC_URL'
  >
  db: Db
  logger: Logger
  /** Queues the check that confirms a failed Check Now. */
  jobs: Pick<JobQueue, 'enqueue'>
  /** Tests only: fetch options for the probe (a certificate authority to trust). */
  probeOptions?: Partial<PageFetchOptions>
}

/** How far ahead each dispatch (every minute) queues checks; a little over a minute so none falls between. */
export const dispatchHorizonMs = 65_000
/** Checks due within this window share one job, which starts each at its own due time. */
export const batchWindowMs = 2_000
/** And at most this many checks share one job. */
export const maxBatchSize = 50

/**
 * Queues the checks due before the next dispatch, grouped into batch jobs whose fixed ids make a repeated
 * dispatch harmless, and moves each site's next due time on. The sites' rows stay locked until the jobs
 * are queued, so two dispatchers never queue the same check.
 */
export async function dispatchSiteChecks(
  deps: { env: Pick<Env, 'MONITOR_INTERVAL_S'>; db: Db; jobs: Pick<JobQueue, 'enqueue'> },
  now: Date,
): Promise<{ checks: number; batches: number }> {
  const intervalMs = deps.env.MONITOR_INTERVAL_S * 1000
  const until = new Date(now.getTime() + dispatchHorizonMs)
  return inTransaction(deps.db, async (client) => {
    const due = await monitorRepository.claimDueChecks(client, until)
    const windows = new Map<number, { id: number; dueAt: Date }[]>()
    for (const site of due) {
      for (const dueAt of dueTimesIn(site.nextCheckAt, intervalMs, now, until)) {
        const window = Math.floor(dueAt.getTime() / batchWindowMs) * batchWindowMs
        windows.set(window, [...(windows.get(window) ?? []), { id: site.id, dueAt }])
      }
    }
    const batches = [...windows].flatMap(([window, checks]) =>
      chunks(checks, maxBatchSize).map((batch) => ({ window, batch })),
    )
    await Promise.all(
      batches.map(({ window, batch }) =>
        deps.jobs.enqueue(
          'check-sites',
          { sites: batch.map((check) => ({ id: check.id, dueAt: check.dueAt.toISOString() })) },
          {
            jobId: jobId('site-checks', window, batch[0]!.id),
            delayMs: Math.max(0, window - now.getTime()),
          },
        ),
      ),
    )
    await monitorRepository.moveNextChecks(
      client,
      due.map((site) => ({ id: site.id, nextCheckAt: nextDueAfter(site.nextCheckAt, intervalMs, until) })),
    )
    return { checks: batches.reduce((sum, { batch }) => sum + batch.length, 0), batches: batches.length }
  })
}

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = []
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size))
  return result
}

/**
 * Checks each site at its due time (at once when it has none: Check Now, a first check) and records the
 * results. A check with a due time is a scheduled one (the dispatcher's, or a confirmation's).
 */
export async function checkSites(
  deps: MonitorDeps,
  sites: readonly { id: number; dueAt?: string }[],
): Promise<SiteChecksRun> {
  const outcomes = await Promise.all(
    sites.map(async (site) => {
      const dueAt = site.dueAt ? new Date(site.dueAt) : null
      if (dueAt && dueAt.getTime() > Date.now()) await sleep(dueAt.getTime() - Date.now())
      return checkSite(deps, site.id, dueAt)
    }),
  )
  return {
    checked: outcomes.filter(Boolean).length,
    gone: outcomes.filter((checked) => !checked).length,
  }
}

/** One check of one site: false when the site was deleted before it could be recorded. */
async function checkSite(deps: MonitorDeps, siteId: number, dueAt: Date | null): Promise<boolean> {
  const url = await monitorRepository.siteUrl(deps.db, siteId)
  if (!url) return false
  const probe = await probeSite(url, {
    allowPrivateNetworks: deps.env.AUDIT_ALLOW_PRIVATE_NETWORKS,
    ...deps.probeOptions,
  })
  const recorded = await recordProbe(deps, siteId, probe, dueAt)
  if (recorded.confirmAt) await queueConfirmation(deps, siteId, recorded.confirmAt)
  return recorded.recorded
}

/**
 * Queues the scheduled check that confirms (or clears) a failed Check Now, once: its id is the site's and
 * the failure's, so a second press during the same failure asks for the same job. Should the queue be
 * away, the site's next scheduled check confirms it instead.
 */
async function queueConfirmation(deps: MonitorDeps, siteId: number, dueAt: Date): Promise<void> {
  await deps.jobs
    .enqueue(
      'check-sites',
      { sites: [{ id: siteId, dueAt: dueAt.toISOString() }] },
      {
        jobId: jobId('site-confirm', siteId, dueAt.getTime()),
        delayMs: Math.max(0, dueAt.getTime() - Date.now()),
      },
    )
    .catch((error: unknown) => deps.logger.warn({ err: error, siteId }, 'confirming check not queued'))
}

/**
 * Records a check and, in the same transaction under the site row's lock, the status change it makes and
 * the mails that change sends (through the outbox). A check that started before the last one recorded is
 * kept as a figure but changes nothing: a slow answer cannot undo what a newer check found. Answers whether
 * the site was still there, and when a check should confirm this one's failure (null: none needed).
 */
export async function recordProbe(
  deps: MonitorDeps,
  siteId: number,
  probe: ProbeResult,
  dueAt: Date | null,
): Promise<{ recorded: boolean; confirmAt: Date | null }> {
  return inTransaction(deps.db, async (client) => {
    const site = await monitorRepository.lockSite(client, siteId)
    if (!site) return { recorded: false, confirmAt: null }
    await monitorRepository.recordCheck(client, siteId, probe, dueAt)
    if (site.lastCheckedAt && probe.at < site.lastCheckedAt) return { recorded: true, confirmAt: null }
    const check = { ok: probe.ok, at: probe.at, scheduled: dueAt !== null }
    const transition = applyCheck(
      {
        status: site.status,
        consecutiveFailures: site.consecutiveFailures,
        failureCountedAt: site.failureCountedAt,
      },
      check,
    )
    await monitorRepository.updateSite(client, siteId, transition.next, probe)
    const mail = (alertId: number, alert: SiteAlert) => queueAlertMail(deps, client, site, alertId, alert)
    if (transition.incident?.change === 'open') {
      const reason = probe.reason ?? 'The check failed.'
      const incidentId = await monitorRepository.openIncident(
        client,
        siteId,
        transition.incident.startedAt,
        reason,
      )
      const alertId = await monitorRepository.claimAlert(client, siteId, 'down', { incidentId })
      if (alertId) await mail(alertId, { kind: 'down', startedAt: transition.incident.startedAt, reason })
    }
    if (transition.incident?.change === 'close') {
      const incident = await monitorRepository.closeIncident(client, siteId, probe.at)
      const alertId =
        incident && (await monitorRepository.claimAlert(client, siteId, 'up', { incidentId: incident.id }))
      if (alertId) await mail(alertId, { kind: 'up', startedAt: incident.startedAt, endedAt: probe.at })
    }
    if (probe.certificateValidTo) {
      const validTo = probe.certificateValidTo
      const daysLeft = certificateDaysLeft(validTo, probe.at)
      const claimed: number[] = []
      for (const kind of crossedCertificateWarnings(daysLeft)) {
        const alertId = await monitorRepository.claimAlert(client, siteId, kind, {
          certificateValidTo: validTo,
        })
        if (alertId) claimed.push(alertId)
      }
      // Thresholds crossed together (first seen with 5 days left) make one mail, the most urgent.
      const newest = claimed.at(-1)
      if (newest) await mail(newest, { kind: 'certificate', validTo, daysLeft })
    }
    return { recorded: true, confirmAt: confirmationDueAt(transition.next, check) }
  })
}

async function queueAlertMail(
  deps: MonitorDeps,
  client: Parameters<typeof addToOutbox>[0],
  site: LockedSite,
  alertId: number,
  alert: SiteAlert,
): Promise<void> {
  const recipients = { client: site.clientEmail, studio: deps.env.BUSINESS_EMAIL } as const
  for (const [recipient, to] of Object.entries(recipients) as [keyof typeof recipients, string][]) {
    const key = jobId('site-alert', alertId, recipient)
    const mail = siteAlertMail(deps.env, site, alert, recipient)
    await addToOutbox(client, 'send-mail', { idempotencyKey: key, to, ...mail }, key)
  }
}

/** Today's and yesterday's median response times, recomputed from the raw checks (hourly). */
export async function rollUpSiteDays(deps: { db: Db }, now: Date): Promise<{ days: number }> {
  return { days: await monitorRepository.rollUpMedians(deps.db, now) }
}
