import { successMessage } from '../shared/messages'
import type { Outcome } from './use-conversion'

/** The convert and cancel buttons, the progress bar while converting, and the sentence that says how it went. */
export function ConversionControls({
  id,
  outcome,
  onConvert,
  onCancel,
}: {
  id: string
  outcome: Outcome
  onConvert: () => void
  onCancel: () => void
}) {
  const converting = outcome.kind === 'converting'
  return (
    <>
      <div className="btn-row">
        <button type="button" className="btn" disabled={converting} onClick={onConvert}>
          {converting ? 'Converting…' : 'Convert File'}
        </button>
        {converting && (
          <button type="button" className="btn btn--secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
      {converting && (
        <div className="file-converter__progress">
          <progress id={`${id}-progress`} max={1} value={outcome.progress} aria-label="Conversion progress" />
          <span aria-hidden="true">{Math.round(outcome.progress * 100)} %</span>
        </div>
      )}
      <p role="status" className="status-success">
        {outcome.kind === 'converted' && successMessage(outcome.result.source, outcome.result.target)}
        {outcome.kind === 'cancelled' && 'Conversion cancelled.'}
      </p>
      <p role="alert" className="status-error">
        {outcome.kind === 'failed' && outcome.message}
      </p>
    </>
  )
}
