import type { JobProgress } from '@studio/api/contract/tools'

const stepSentences: Record<string, string> = {
  fetching: 'Fetching the page…',
  reading: 'Reading the page and weighing it up…',
}

function describe(progress: JobProgress | null, sent: string): string {
  // Until the first progress poll answers, say at once that the request left.
  if (!progress) return sent
  if (progress.state === 'queued') return `Waiting in line: you are number ${progress.position}.`
  if (progress.state === 'running') return (progress.step && stepSentences[progress.step]) ?? 'Working on it…'
  return 'Almost there…'
}

/**
 * Where a tool call's job stands, read out politely by screen readers as it changes, with a Cancel button
 * while the job still waits in line. `sent` is said from the moment the call leaves.
 */
export function JobStatus({
  busy,
  progress,
  onCancel,
  sent = 'Sent: on its way…',
}: {
  busy: boolean
  progress: JobProgress | null
  onCancel: () => void
  sent?: string
}) {
  const queued = busy && progress?.state === 'queued'
  return (
    <div className="job-status">
      <p aria-live="polite">{busy ? describe(progress, sent) : ''}</p>
      {queued ? (
        <button className="btn btn--small" type="button" onClick={onCancel}>
          Cancel
        </button>
      ) : null}
    </div>
  )
}
