import { useId } from 'react'
import { saveAsZip } from '#app/common/files/download-zip.ts'
import { poolSizeFor, useWorkerPool } from '#app/common/workers/worker-pool.ts'
import { backgroundRgb } from '../shared/background'
import { imageConverterMessages as messages } from '../shared/messages'
import { clampQuality, isLossy, qualitySlider } from '../shared/output-formats'
import type { ImageSettings } from '../shared/settings'
import type { Api } from '../worker/image.worker'
import { ChosenImage } from './ChosenImage'
import { ConversionOptions } from './ConversionOptions'
import { convertImage } from './convert-image'
import { DropZone } from './DropZone'
import { useConversionBatch } from './use-conversion-batch'
import './image-converter.css'

function createWorker() {
  return new Worker(new URL('../worker/image.worker.ts', import.meta.url), { type: 'module' })
}

/** The worker's options for one file: the chosen format's own quality, the size and the background. */
function convertOptions({ type, quality, width, height, enlarge, keepMetadata, background }: ImageSettings) {
  return {
    type,
    quality: isLossy(type) ? clampQuality(quality[type]) : qualitySlider.default,
    size: { width, height, enlarge },
    keepMetadata,
    background: backgroundRgb(background),
  }
}

/** The image converter: files in, settings, Convert, and each file's result to compare and download. */
export function ImageConverter() {
  const pool = useWorkerPool<Api>(
    createWorker,
    poolSizeFor(typeof navigator === 'undefined' ? 1 : navigator.hardwareConcurrency),
  )
  const id = useId()
  const batch = useConversionBatch((file, options, signal) =>
    pool.run((api) => convertImage(api, file, convertOptions(options)), signal),
  )
  const { items } = batch

  const waiting = items.filter((item) => item.outcome.kind === 'waiting').length
  const converted = items.flatMap((item) => (item.outcome.kind === 'converted' ? [item.outcome] : []))
  const failed = items.filter((item) => item.outcome.kind === 'failed').length
  const converting = waiting > 0
  const allConverted = items.length > 0 && converted.length === items.length
  const status = converting
    ? messages.converting
    : allConverted
      ? messages.complete
      : batch.batchCancelled
        ? messages.cancelled
        : ''
  // A file that fails says why beside it; the page only counts them.
  const failedSummary =
    failed > 0 && !converting ? messages.someFailed(converted.length, items.length, failed) : ''

  return (
    <div className="image-converter">
      <div className="card form">
        <DropZone inputId={`${id}-files`} onFiles={batch.add} />
        <ConversionOptions id={id} settings={batch.settings} onChange={batch.changeSettings} />
        <div className="btn-row">
          <button type="button" className="btn" disabled={converting} onClick={batch.convert}>
            Convert Image
          </button>
          {converting && (
            <button type="button" className="btn btn--secondary" onClick={batch.cancelAll}>
              Cancel
            </button>
          )}
          {converted.length > 1 && !converting && (
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => void saveAsZip(converted, 'converted-images.zip')}
            >
              Download all ({converted.length}) as ZIP
            </button>
          )}
        </div>
        {converting && items.length > 1 && (
          <div className="image-converter__progress">
            <progress max={items.length} value={items.length - waiting} aria-label="Images converted" />
            <span>
              {items.length - waiting} of {items.length} images
            </span>
          </div>
        )}
        <p role="status" className="status-success">
          {status}
        </p>
        <p role="alert" className="status-error">
          {batch.problem || failedSummary}
        </p>
      </div>

      {items.length > 0 && (
        <section aria-labelledby={`${id}-list`}>
          <h2 id={`${id}-list`}>{converted.length > 0 ? 'Results' : 'Chosen images'}</h2>
          {converted.length > 0 && <p className="field-hint">{messages.saveTip}</p>}
          <ul className="plain-list image-converter__list">
            {items.map((item) => (
              <ChosenImage
                key={item.key}
                item={item}
                onCancel={() => batch.cancelOne(item.key)}
                onRemove={() => batch.remove(item)}
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
