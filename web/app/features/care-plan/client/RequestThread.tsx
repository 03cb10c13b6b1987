import { useCallback, useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { sitePagePath } from '@studio/api/contract/portal-work'
import { formatStudioTime } from '@studio/api/contract/studio-time'
import { SelectField } from '#app/common/ui/SelectField.tsx'
import { TextField } from '#app/common/ui/TextField.tsx'
import { toast } from '#app/common/ui/toast.ts'
import {
  loadRequestThread,
  setRequestStatus,
  writeMessage,
  type RequestMessage,
  type RequestStatus,
  type UpdateRequest,
} from './care-plan-api'
import { PageRead } from './PageRead'
import { RequestStatusWord, requestStatusWords } from './StatusWord'
import { FormError } from './FormError'
import { useApiRead, useApiWrite } from '#app/common/api-state/use-api.ts'

/**
 * One update request and its thread, oldest first, with a reply box; the studio also moves its status.
 * Everything people wrote is shown as text, never as markup.
 */
export function RequestThread({ requestId, isAdmin }: { requestId: number; isAdmin: boolean }) {
  const { state, reload } = useApiRead(() => loadRequestThread(requestId), requestId)
  // The reply just sent: its message takes focus once the thread shows it.
  const [sentId, setSentId] = useState<number | null>(null)
  const focusWhenShown = useCallback((message: HTMLLIElement | null) => message?.focus(), [])
  return (
    <PageRead thing="request" state={state} loading="Loading the request…">
      {({ request, messages }) => (
        <>
          <header className="page-header">
            <h1>{request.title}</h1>
            <p>
              <RequestStatusWord status={request.status} />{' '}
              <span className="portal-when">
                {isAdmin ? `${request.client} · ` : ''}filed {formatStudioTime(request.createdAt)}
              </span>
            </p>
            {request.siteId !== null && request.siteName && (
              <p>
                About <Link to={sitePagePath(request.siteId)}>{request.siteName}</Link>
              </p>
            )}
          </header>
          {isAdmin && <StatusChanger request={request} onChanged={reload} />}
          <ol className="thread" aria-label="Messages, oldest first">
            <li className="thread__message">
              <p className="thread__author">
                {request.client} <span className="portal-when">{formatStudioTime(request.createdAt)}</span>
              </p>
              <p className="thread__body">{request.body}</p>
            </li>
            {messages.map((message) => (
              <li
                key={message.id}
                className={message.fromStudio ? 'thread__message thread__message--studio' : 'thread__message'}
                {...(message.id === sentId ? { ref: focusWhenShown, tabIndex: -1 } : {})}
              >
                <p className="thread__author">
                  {message.fromStudio ? `${message.author} (studio)` : message.author}{' '}
                  <span className="portal-when">{formatStudioTime(message.at)}</span>
                </p>
                <p className="thread__body">{message.body}</p>
              </li>
            ))}
          </ol>
          <ReplyForm
            requestId={request.id}
            onSent={(message) => {
              setSentId(message.id)
              reload()
            }}
          />
        </>
      )}
    </PageRead>
  )
}

function ReplyForm({ requestId, onSent }: { requestId: number; onSent: (message: RequestMessage) => void }) {
  const id = useId()
  const [body, setBody] = useState('')
  const { error, busy, run } = useApiWrite()

  function submit(event: FormEvent) {
    event.preventDefault()
    void run(
      () => writeMessage(requestId, body.trim()),
      ({ message }) => {
        setBody('')
        toast.success('Reply sent.')
        onSent(message)
      },
    )
  }

  return (
    <form className="form" onSubmit={submit}>
      <TextField
        label="Your reply"
        value={body}
        onChange={setBody}
        rows={4}
        required
        maxLength={5000}
        describedBy={error ? `${id}-error` : undefined}
        invalid={error !== null}
      />
      <FormError id={`${id}-error`} error={error} />
      <button type="submit" className="btn" aria-disabled={busy}>
        {busy ? 'Sending…' : 'Send Reply'}
      </button>
    </form>
  )
}

const statuses = Object.keys(requestStatusWords) as RequestStatus[]

function StatusChanger({ request, onChanged }: { request: UpdateRequest; onChanged: () => void }) {
  const id = useId()
  const [status, setStatus] = useState(request.status)
  const { error, busy, run } = useApiWrite()

  const unchanged = status === request.status

  function submit(event: FormEvent) {
    event.preventDefault()
    if (unchanged) return
    void run(
      () => setRequestStatus(request.id, status),
      () => {
        toast.success(`Status set to ${requestStatusWords[status]}; the client is told by mail.`)
        onChanged()
      },
    )
  }

  return (
    <form className="form form--inline" onSubmit={submit}>
      <SelectField
        id={`${id}-status`}
        label="Status"
        value={status}
        options={statuses}
        optionLabel={(option) => requestStatusWords[option]}
        onChange={setStatus}
      />
      <button type="submit" className="btn btn--secondary" aria-disabled={busy || unchanged}>
        Set Status
      </button>
      <FormError id={`${id}-error`} error={error} />
    </form>
  )
}
