import type { Env } from '@studio/api/config/env'
import type { JobPayload, JobResult } from '@studio/api/jobs/job-contracts'
import { auditPage } from '../roast-audit/audit-rules.ts'
import { readPageFacts } from '../roast-audit/page-facts.ts'
import { fetchPage, PageFetchError, type PageFetchOptions } from '../roast-audit/page-fetcher.ts'

/**
 * Fetches the page once and audits what that fetch shows. A refused address or a site that does not load
 * is an answer for the visitor (returned, not thrown): retrying would not change it and the visitor waits.
 */
export async function auditSite(
  { env }: { env: Pick<Env, 'AUDIT_ALLOW_PRIVATE_NETWORKS'> },
  payload: JobPayload<'roast-audit'>,
  fetchOptions: Partial<PageFetchOptions> = {},
): Promise<JobResult<'roast-audit'>> {
  const requestedUrl = new URL(payload.url)
  try {
    const page = await fetchPage(payload.url, {
      allowPrivateNetworks: env.AUDIT_ALLOW_PRIVATE_NETWORKS,
      ...fetchOptions,
    })
    const html = decodeText(page.body, page.headers['content-type'])
    const audit = auditPage({
      requestedUrl,
      finalUrl: page.finalUrl,
      status: page.status,
      loadTimeMs: page.loadTimeMs,
      transferBytes: page.transferBytes,
      bodyBytes: page.body.length,
      truncated: page.truncated,
      headers: page.headers,
      facts: readPageFacts(html),
    })
    return { ok: true, ...audit }
  } catch (error) {
    if (error instanceof PageFetchError) {
      return { ok: false, status: error.kind === 'refused' ? 400 : 502, error: error.message }
    }
    throw error
  }
}

function decodeText(body: Buffer, contentType: string | undefined): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1] ?? 'utf-8'
  try {
    return new TextDecoder(charset).decode(body)
  } catch {
    return new TextDecoder('utf-8').decode(body)
  }
}
