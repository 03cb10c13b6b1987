import type { JobProgress } from '@studio/api/contract/tools'

const stepSentences: Record<string, string> = {
  fetching: 'Fetching the page…',
  reading: 'Reading the page and weighing it up…',
}

function describe(progress: JobProgress | null): string {
  if (!progress) return ''
  if (progress.state === 'queued') return `Waiting in line: you are number ${progress.position}.`
  if (progress.state === 'running') return (progress.step && stepSentences[progress.step]) ?? 'Working on it…'
  return 'Almost there…'
}

/**
 * Where a tool call's job stands, read out politely by screen readers as it changes, with a Cancel button
 * while the job still waits in line.
 */
export function JobStatus({
  busy,
  progress,
  onCancel,
}: {
  busy: boolean
  progress: JobProgress | null
  onCancel: () => void
}) {
  const queued = busy && progress?.state === 'queued'
  return (
    <div className="job-status">
      <p aria-live="polite">{busy ? describe(progress) : ''}</p>
      {queued ? (
        <button className="btn btn--small" type="button" onClick={onCancel}>
          Cancel
        </button>
      ) : null}
    </div>
  )
}
