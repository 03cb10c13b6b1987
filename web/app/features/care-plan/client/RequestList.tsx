import { useCallback } from 'react'
import { Link } from 'react-router'
import { requestPagePath } from '@studio/api/contract/portal-work'
import { formatStudioTime } from '@studio/api/contract/studio-time'
import type { UpdateRequest } from './care-plan-api'
import { RequestStatusWord } from './StatusWord'

/**
 * Requests as links to their threads, with their status in a word and the site each is about; the admin
 * also sees whose each is. The link of `focusId` (a request just filed) takes focus when it appears.
 */
export function RequestList({
  requests,
  showClient = false,
  focusId = null,
}: {
  requests: UpdateRequest[]
  showClient?: boolean
  focusId?: number | null
}) {
  const focusWhenShown = useCallback((link: HTMLAnchorElement | null) => link?.focus(), [])
  return (
    <ul className="portal-list">
      {requests.map((request) => (
        <li key={request.id} className="portal-list__row">
          <Link to={requestPagePath(request.id)} ref={request.id === focusId ? focusWhenShown : undefined}>
            {request.title}
          </Link>{' '}
          <RequestStatusWord status={request.status} />
          <span className="portal-when">
            {showClient ? `${request.client} · ` : ''}
            {request.siteName ? `${request.siteName} · ` : ''}
            {request.waitingSince
              ? `waiting since ${formatStudioTime(request.waitingSince)}`
              : `updated ${formatStudioTime(request.updatedAt)}`}
          </span>
        </li>
      ))}
    </ul>
  )
}
