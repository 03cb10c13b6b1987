import type { Env } from '@studio/api/platform/config/env'
import type { JobPayload, JobResult } from '@studio/api/platform/jobs/job-contracts'
import type { JobAttempt } from '@studio/api/platform/jobs/job-queue'
import { AuditBudgetExceededError, type PageAuditThreads } from './page-audit-threads.ts'
import { fetchPage, PageFetchError, type PageFetchOptions } from './page-fetcher.ts'

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
    const audit = await pageAudits.audit({
      requestedUrl: payload.url,
      finalUrl: page.finalUrl.href,
      status: page.status,
      loadTimeMs: page.loadTimeMs,
      transferBytes: page.transferBytes,
      truncated: page.truncated,
      headers: page.headers,
      body: page.body,
    })
    return { ok: true, ...audit }
  } catch (error) {
    if (error instanceof PageFetchError) {
      return { ok: false, status: error.kind === 'refused' ? 400 : 502, error: error.message }
    }
    if (error instanceof AuditBudgetExceededError) {
      return { ok: false, status: 502, error: pageTooComplex(new URL(payload.url).host) }
    }
    throw error
  }
}

export const pageTooComplex = (host: string) =>
  `The page at ${host} is too complex for us to audit: we stopped reading it rather than keep you waiting.`
