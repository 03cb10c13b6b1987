import { Link } from 'react-router'
import type { UpdateRequest } from './care-plan-api'
import { RequestStatusWord } from './StatusWord'
import { formatMoment } from './format'

/** Requests as links to their threads, with their status in a word; the admin also sees whose each is. */
export function RequestList({
  requests,
  showClient = false,
}: {
  requests: UpdateRequest[]
  showClient?: boolean
}) {
  return (
    <ul className="portal-list">
      {requests.map((request) => (
        <li key={request.id} className="portal-list__row">
          <Link to={`/dashboard/requests/${request.id}`}>{request.title}</Link>{' '}
          <RequestStatusWord status={request.status} />
          <span className="portal-when">
            {showClient ? `${request.client} · ` : ''}
            {request.waitingSince
              ? `waiting since ${formatMoment(request.waitingSince)}`
              : `updated ${formatMoment(request.updatedAt)}`}
          </span>
        </li>
      ))}
    </ul>
  )
}
