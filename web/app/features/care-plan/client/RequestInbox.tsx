import { loadRequestInbox } from './care-plan-api'
import { ReadStatus } from './ReadStatus'
import { RequestList } from './RequestList'
import { useApiRead } from './use-api'

/** The admin's requests inbox: every request not done, the one waiting longest for the studio first. */
export function RequestInbox() {
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
