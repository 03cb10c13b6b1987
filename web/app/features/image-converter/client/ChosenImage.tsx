import { formatBytes } from '#app/common/files/format-bytes.ts'
import { savingPercent } from '../shared/output-formats'
import { ComparePreview } from './ComparePreview'
import type { Item } from './use-conversion-batch'

/** One file of the batch: its preview (or the comparison once converted), its facts and what can be done. */
export function ChosenImage({
  item,
  onCancel,
  onRemove,
}: {
  item: Item
  onCancel: () => void
  onRemove: () => void
}) {
  const { file, previewUrl, outcome } = item
  return (
    <li className="card image-converter__item">
      {outcome.kind === 'converted' ? (
        <ComparePreview
          originalUrl={previewUrl}
          originalName={file.name}
          convertedUrl={outcome.url}
          convertedName={outcome.name}
        />
      ) : (
        <img src={previewUrl} alt={`Original: ${file.name}`} decoding="async" />
      )}
      <div className="image-converter__facts">
        <p>
          {file.name} · {formatBytes(file.size)}
        </p>
        {outcome.kind === 'converted' && (
          <>
            <p>
              {outcome.name} · {outcome.width} × {outcome.height} · {formatBytes(outcome.blob.size)}{' '}
              <SizeChange before={file.size} after={outcome.blob.size} />
            </p>
            <a className="btn" href={outcome.url} download={outcome.name}>
              Download {outcome.name}
            </a>
          </>
        )}
        {outcome.kind === 'waiting' && (
          <p>
            Converting…{' '}
            <button type="button" className="link-button" onClick={onCancel}>
              Cancel {file.name}
            </button>
          </p>
        )}
        {outcome.kind === 'cancelled' && <p>Cancelled.</p>}
        {outcome.kind === 'failed' && <p className="status-error">{outcome.message}</p>}
        <button type="button" className="link-button" onClick={onRemove}>
          Remove {file.name}
        </button>
      </div>
    </li>
  )
}

function SizeChange({ before, after }: { before: number; after: number }) {
  const saving = savingPercent(before, after)
  return <span>({saving >= 0 ? `${saving} % smaller` : `${-saving} % larger`})</span>
}
