import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import type { AuthUser } from '../accounts/auth.middleware.ts'
import { usersRepository } from '../accounts/users.repository.ts'
import type { Site, SiteDetail } from '../contract/portal-sites.ts'
import type { AppDeps } from '../deps.ts'
import { badRequest, conflict, notFound, serviceUnavailable } from '../platform/http/http-error.ts'
import { jobId } from '../platform/jobs/job-contracts.ts'
import { JobWaitError } from '../platform/jobs/job-queue.ts'
import { refusedAddressReason } from '../roast-toast/address-policy.ts'
import { certificateDaysLeft, uptimePercent } from './monitor-rules.ts'
import { portalSitesRepository, type SiteRecord } from './portal-sites.repository.ts'

// The sites-under-care endpoints (docs/portal.md#sites-under-care): the admin links, checks and removes a
// client's sites; a client reads only its own (another's is "not found", as if it did not exist).

const noSuchSite = () => notFound('There is no such site.')

/** A check asked for by the admin waits at most this long for its job (the check's own limit is 10 s). */
const checkNowWaitMs = 30_000

export function toSite(record: SiteRecord, now: Date): Site {
  return {
    id: record.id,
    name: record.name,
    url: record.url,
    client: record.client,
    status: record.status,
    lastCheckedAt: record.lastCheckedAt?.toISOString() ?? null,
    responseMs: record.responseMs,
    lastCheckFailure: record.lastFailure,
    failuresInRow: record.consecutiveFailures,
    uptime30d: uptimePercent(record.successes30d, record.checks30d),
    certificate: record.certificateValidTo && {
      validTo: record.certificateValidTo.toISOString(),
      daysLeft: certificateDaysLeft(record.certificateValidTo, now),
    },
    latestAudit: record.latestAudit && { ...record.latestAudit, at: record.latestAudit.at.toISOString() },
    analyticsKey: record.analyticsKey,
    lastVisitAt: record.lastVisitAt?.toISOString() ?? null,
  }
}

/**
 * Links a site to a client. Its first check is queued at once (the client sees a status within seconds);
 * after that it is checked once per MONITOR_INTERVAL_S, at a random phase that spreads the sites over it.
 */
export async function createSite(
  deps: AppDeps,
  input: { client: string; name: string; url: string },
): Promise<Site> {
  // Any account: a client's, or the admin's own for the studio's own site (docs/portal.md#the-studios-own-site).
  const client = await usersRepository.findByUsername(deps.db, input.client)
  if (!client) throw badRequest(`There is no client account named ${input.client}.`)
  if (!deps.env.AUDIT_ALLOW_PRIVATE_NETWORKS) await refusePrivateAddress(new URL(input.url))
  const now = deps.now()
  const phaseMs = Math.floor(Math.random() * deps.env.MONITOR_INTERVAL_S * 1000)
  let id: number
  try {
    id = await portalSitesRepository.insert(deps.db, {
      clientId: client.id,
      name: input.name,
      url: input.url,
      firstCheckAt: new Date(now.getTime() + phaseMs),
    })
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      throw conflict(`${client.username} already has ${input.url} under care.`)
    }
    throw error
  }
  await deps.jobs
    .enqueue('check-sites', { sites: [{ id }] }, { jobId: jobId('site-first-check', id) })
    .catch((error: unknown) => deps.logger.warn({ err: error, siteId: id }, 'first site check not queued'))
  return toSite((await siteRecords(deps, { siteId: id }))[0]!, now)
}

/** Only public addresses are watched (the roast-and-toast audit's address policy). */
async function refusePrivateAddress(url: URL): Promise<void> {
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1')
  let addresses: string[]
  try {
    addresses = isIP(hostname)
      ? [hostname]
      : (await lookup(hostname, { all: true, verbatim: true })).map((found) => found.address)
  } catch {
    throw badRequest(`We couldn't look up ${hostname}: check the address, or try again in a minute.`)
  }
  const refused = addresses.find((address) => refusedAddressReason(address))
  if (refused) {
    throw badRequest(
      `Only public websites can be watched: ${hostname} points to a private or reserved address (${refused}).`,
    )
  }
}

function siteRecords(deps: AppDeps, filter: { clientId?: number; siteId?: number }) {
  return portalSitesRepository.list(deps.db, deps.now(), filter)
}

export async function listSites(deps: AppDeps, user: AuthUser): Promise<Site[]> {
  const records = await siteRecords(deps, user.isAdmin ? {} : { clientId: user.id })
  const now = deps.now()
  return records.map((record) => toSite(record, now))
}

/** The site with its last 30 days and recent incidents, for its owner or the admin. */
export async function siteDetail(deps: AppDeps, user: AuthUser, siteId: number): Promise<SiteDetail> {
  const [record] = await siteRecords(deps, user.isAdmin ? { siteId } : { siteId, clientId: user.id })
  if (!record) throw noSuchSite()
  const now = deps.now()
  const [days, incidents] = await Promise.all([
    portalSitesRepository.lastThirtyDays(deps.db, siteId, now),
    portalSitesRepository.recentIncidents(deps.db, siteId, now),
  ])
  return {
    site: toSite(record, now),
    days: days.map((day) => ({
      date: day.date,
      uptime: uptimePercent(day.successes, day.checks),
      checks: day.checks,
      medianMs: day.medianMs,
    })),
    incidents: incidents.map((incident) => ({
      startedAt: incident.startedAt.toISOString(),
      endedAt: incident.endedAt?.toISOString() ?? null,
      reason: incident.reason,
    })),
  }
}

/** Runs one check now, through the job queue like every other, and answers with the site after it. */
export async function checkSiteNow(deps: AppDeps, siteId: number): Promise<Site> {
  if ((await portalSitesRepository.ownerOf(deps.db, siteId)) === undefined) throw noSuchSite()
  try {
    await deps.jobs.runAndWait('check-sites', { sites: [{ id: siteId }] }, checkNowWaitMs)
  } catch (error) {
    if (error instanceof JobWaitError) {
      throw serviceUnavailable('The check could not run just now. Please try again in a minute.')
    }
    throw error
  }
  const [record] = await siteRecords(deps, { siteId })
  if (!record) throw noSuchSite()
  return toSite(record, deps.now())
}

/** Removes the site with its checks, daily figures, incidents, audits and reports. */
export async function deleteSite(deps: AppDeps, siteId: number): Promise<void> {
  if (!(await portalSitesRepository.delete(deps.db, siteId))) throw noSuchSite()
}
