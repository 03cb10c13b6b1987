import type { Env } from '../platform/config/env.ts'
import type { JobPayload, JobResult } from '../platform/jobs/job-contracts.ts'
import type { JobAttempt, JobHandlers } from '../platform/jobs/job-queue.ts'
import { ThreadBudgetExceededError, type ThreadPool } from '../platform/jobs/thread-pool.ts'
import type { PageAuditRequest, PageAuditResult } from './page-audit.ts'
import { PageFetchError } from './page-fetch-error.ts'
import { fetchPage, type FetchedPage, type PageFetchOptions } from './page-fetcher.ts'

/** The thread body that audits one fetched page per task, for the worker's thread pool to run. */
export const pageAuditThreadBody = new URL('./page-audit.thread.ts', import.meta.url)

/**
 * The worker's pool of audit threads. One pool serves every job that audits a page, so together they
 * never take more threads than the pool allows.
 */
export type PageAuditThreads = ThreadPool<PageAuditRequest, PageAuditResult>

/** The roast-and-toast audit's job handler (the domain's .jobs.ts loads it for the worker). */
export function createRoastToastProcessors(deps: {
  env: Pick<Env, 'AUDIT_ALLOW_PRIVATE_NETWORKS'>
  pageAudits: PageAuditThreads
}): Pick<JobHandlers, 'roast-toast'> {
  return {
    'roast-toast': (payload, attempt) => auditSite({ ...deps, reportStep: attempt.reportStep }, payload),
  }
}

/**
 * Fetches the page once and audits what that fetch shows, in an audit thread with a time budget. A
 * refused address, a site that does not load or a page too complex to audit within the budget is an
 * answer for the visitor (returned, not thrown): retrying would not change it and the visitor waits.
 * The visitor sees the step: 'fetching' the page, then 'reading' it (reading and judging share a thread).
 */
export async function auditSite(
  {
    env,
    pageAudits,
    reportStep = async () => undefined,
  }: {
    env: Pick<Env, 'AUDIT_ALLOW_PRIVATE_NETWORKS'>
    pageAudits: PageAuditThreads
    reportStep?: JobAttempt['reportStep']
  },
  payload: JobPayload<'roast-toast'>,
  fetchOptions: Partial<PageFetchOptions> = {},
): Promise<JobResult<'roast-toast'>> {
  try {
    await reportStep('fetching')
    const page = await fetchPage(payload.url, {
      allowPrivateNetworks: env.AUDIT_ALLOW_PRIVATE_NETWORKS,
      ...fetchOptions,
    })
    await reportStep('reading')
    const { audit } = await pageAudits.run(auditRequestOf(payload.url, page))
    return { ok: true, ...audit }
  } catch (error) {
    if (error instanceof PageFetchError) {
      return { ok: false, status: error.kind === 'refused' ? 400 : 502, error: error.message }
    }
    if (error instanceof ThreadBudgetExceededError) {
      return { ok: false, status: 502, error: pageTooComplex(new URL(payload.url).host) }
    }
    throw error
  }
}

/** What an audit thread reads of a fetched page (plain data: it crosses to the thread). */
export function auditRequestOf(requestedUrl: string, page: FetchedPage): PageAuditRequest {
  return {
    requestedUrl,
    finalUrl: page.finalUrl.href,
    status: page.status,
    loadTimeMs: page.loadTimeMs,
    transferBytes: page.transferBytes,
    truncated: page.truncated,
    headers: page.headers,
    body: page.body,
  }
}

export const pageTooComplex = (host: string) =>
  `The page at ${host} is too complex for us to audit: we stopped reading it rather than keep you waiting.`
