import type { RoastAudit } from '../contract/roast-toast.ts'
import type { Finding, PageSnapshot } from './audit-finding.ts'
import { contentRules } from './content-rules.ts'
import { servingRules } from './serving-rules.ts'

// The audit's judgement of what one fetch of a page shows, in the site's voice: problems become roasts,
// strengths become toasts, and the most valuable fix becomes the recommendation. Pure: no I/O. The rules
// are in serving-rules.ts and content-rules.ts, in the order their findings are listed.

const rules = [...servingRules, ...contentRules]

/** One rule's result, as the monitor keeps a site's weekly audit: the rule's name, its sentence, pass or not. */
export interface AuditCheck {
  id: string
  text: string
  passed: boolean
}

/** Runs every rule over the page; the most valuable fix among the roasts becomes the recommendation. */
export function auditPage(page: PageSnapshot): RoastAudit {
  return auditPageWithChecks(page).audit
}

/** The audit, and each rule that had something to say as a check (a toast passed, a roast did not). */
export function auditPageWithChecks(page: PageSnapshot): { audit: RoastAudit; checks: AuditCheck[] } {
  const checks: AuditCheck[] = []
  const findings: Finding[] = []
  for (const rule of rules) {
    const finding = rule(page)
    if (!finding) continue
    findings.push(finding)
    checks.push({ id: rule.name, text: finding.message, passed: finding.verdict === 'toast' })
  }
  const roasts = findings.filter((finding) => finding.verdict === 'roast').sort((a, b) => b.value - a.value)
  const best = roasts[0]
  const audit = {
    roast: roasts.map((finding) => finding.message),
    toast: findings.filter((finding) => finding.verdict === 'toast').map((finding) => finding.message),
    loadTime: page.loadTimeMs,
    recommendation: best
      ? `Most valuable fix: ${best.fix}`
      : 'Nothing to roast in one fetch. Next step: a deeper look at speed, content and conversions.',
  }
  return { audit, checks }
}
