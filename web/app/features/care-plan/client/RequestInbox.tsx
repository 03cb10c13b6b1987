import { Link, useSearchParams } from 'react-router'
import { listRequests, loadRequestInbox } from './care-plan-api'
import { ReadStatus } from './ReadStatus'
import { RequestList } from './RequestList'
import { useApiRead } from '#app/common/api-state/use-api.ts'

/**
 * The admin's requests: the inbox (every request not done, the one waiting longest for the studio first)
 * or, at `?status=done`, the done ones, newest first. A done request a client writes on again is reopened
 * and comes back to the inbox.
 */
export function RequestInbox() {
  const [search] = useSearchParams()
  const showingDone = search.get('status') === 'done'
  return (
    <>
      <nav aria-label="Requests" className="no-print">
        <ul className="portal-tabs">
          <li>
            <Link to="/dashboard/requests" aria-current={showingDone ? undefined : 'page'}>
              Waiting
            </Link>
          </li>
          <li>
            <Link to="/dashboard/requests?status=done" aria-current={showingDone ? 'page' : undefined}>
              Done
            </Link>
          </li>
        </ul>
      </nav>
      {showingDone ? <DoneRequests /> : <WaitingRequests />}
    </>
  )
}

function WaitingRequests() {
  const { state } = useApiRead(loadRequestInbox)
  return (
    <ReadStatus state={state} loading="Loading the requests…">
      {({ requests }) =>
        requests.length === 0 ? (
          <p className="field-hint">No open requests. Everything asked for is done.</p>
        ) : (
          <RequestList requests={requests} showClient />
        )
      }
    </ReadStatus>
  )
}

function DoneRequests() {
  const { state } = useApiRead(() => listRequests('done'))
  return (
    <ReadStatus state={state} loading="Loading the done requests…">
      {({ requests }) =>
        requests.length === 0 ? (
          <p className="field-hint">No request is done yet.</p>
        ) : (
          <RequestList requests={requests} showClient />
        )
      }
    </ReadStatus>
  )
}
