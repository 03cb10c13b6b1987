import type { RoastAudit } from '../contract/roast-toast.ts'
import { auditPageWithChecks, type AuditCheck } from './audit-rules.ts'
import { readPageFacts } from './page-facts.ts'

/** One fetched page, as it crosses to an audit thread: plain data only (URLs as text). */
export interface PageAuditRequest {
  requestedUrl: string
  finalUrl: string
  status: number
  loadTimeMs: number
  transferBytes: number
  truncated: boolean
  headers: Record<string, string>
  body: Uint8Array
}

/** The verdict on one page, and each rule's result (the monitor keeps those for a site's weekly audit). */
export interface PageAuditResult {
  audit: RoastAudit
  checks: AuditCheck[]
}

/** Everything an audit spends CPU on, from the page's bytes to the verdict. Pure: no I/O. */
export function auditFetchedPage(page: PageAuditRequest): PageAuditResult {
  return auditPageWithChecks({
    requestedUrl: new URL(page.requestedUrl),
    finalUrl: new URL(page.finalUrl),
    status: page.status,
    loadTimeMs: page.loadTimeMs,
    transferBytes: page.transferBytes,
    bodyBytes: page.body.length,
    truncated: page.truncated,
    headers: page.headers,
    facts: readPageFacts(decodeText(page.body, page.headers['content-type'])),
  })
}

function decodeText(body: Uint8Array, contentType: string | undefined): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1] ?? 'utf-8'
  try {
    return new TextDecoder(charset).decode(body)
  } catch {
    return new TextDecoder('utf-8').decode(body)
  }
}
