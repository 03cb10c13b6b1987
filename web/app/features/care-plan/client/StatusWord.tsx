import type { RequestStatus } from '@studio/api/contract/portal-work'
import { siteStatusWords, type CheckFacts } from '../shared/site-health'

export const requestStatusWords: Record<RequestStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  done: 'Done',
}

/**
 * A site's status as a word in a tinted pill: the word says it, the colour only repeats it. A site whose
 * first checks failed says what is known ("Checked: no answer (1 of 2 failures)") and may wrap.
 */
export function SiteStatusWord({ site }: { site: CheckFacts }) {
  const phrase = site.status === 'pending' ? ' status-pill--phrase' : ''
  return <span className={`status-pill status-pill--${site.status}${phrase}`}>{siteStatusWords(site)}</span>
}

export function RequestStatusWord({ status }: { status: RequestStatus }) {
  return <span className={`status-pill status-pill--${status}`}>{requestStatusWords[status]}</span>
}
