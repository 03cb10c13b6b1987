import type { SiteStatus } from '@studio/api/contract/portal-sites'
import type { RequestStatus } from '@studio/api/contract/portal-work'
import { statusWords } from '../shared/site-health'

export const requestStatusWords: Record<RequestStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  done: 'Done',
}

/** A status as a word in a tinted pill: the word says it, the colour only repeats it. */
export function SiteStatusWord({ status }: { status: SiteStatus }) {
  return <span className={`status-pill status-pill--${status}`}>{statusWords[status]}</span>
}

export function RequestStatusWord({ status }: { status: RequestStatus }) {
  return <span className={`status-pill status-pill--${status}`}>{requestStatusWords[status]}</span>
}
