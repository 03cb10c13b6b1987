import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { formatBytes } from '#app/common/files/format-bytes.ts'
import { SelectField } from '#app/common/ui/SelectField.tsx'
import { poolSizeFor, useWorkerPool } from '#app/common/workers/worker-pool.ts'
import { imageConverterMessages as messages } from '../shared/messages'
import {
  clampQuality,
  downloadName,
  isLossy,
  isImageFile,
  outputFormats,
  outputTypes,
  qualitySlider,
  savingPercent,
} from '../shared/output-formats'
import { backgroundRgb } from '../shared/background'
import { maxSide, parseSide } from '../shared/resize'
import type { ImageSettings } from '../shared/settings'
import type { Api } from '../worker/image.worker'
import { ComparePreview } from './ComparePreview'
import { convertImage, UndecodableImageError } from './convert-image'
import { saveAsZip } from '#app/common/files/download-zip.ts'
import { DropZone } from './DropZone'
import { useImageSettings } from './use-image-settings'
import './image-converter.css'

type Outcome =
  | { kind: 'chosen' }
  | { kind: 'waiting' }
  | { kind: 'converted'; blob: Blob; url: string; name: string; width: number; height: number }
  | { kind: 'failed'; message: string }
  | { kind: 'cancelled' }

interface Item {
  key: string
  file: File
  previewUrl: string
  outcome: Outcome
}

/** A settings change re-encodes the batch once the visitor stops moving the slider or typing for this long. */
const reencodeDelayMs = 400

function createWorker() {
  return new Worker(new URL('../worker/image.worker.ts', import.meta.url), { type: 'module' })
}

export function ImageConverter() {
  const pool = useWorkerPool<Api>(
    createWorker,
    poolSizeFor(typeof navigator === 'undefined' ? 1 : navigator.hardwareConcurrency),
  )
  const id = useId()
  const [settings, updateSettings] = useImageSettings()
  const [items, setItems] = useState<Item[]>([])
  const [problem, setProblem] = useState('')
  const [batchCancelled, setBatchCancelled] = useState(false)
  // One controller per file of the current batch: aborting it stops that file's worker.
  const controllers = useRef(new Map<string, AbortController>())
  // After the first Convert, format, quality and size changes re-encode the chosen files by themselves.
  const [reencode, setReencode] = useState(false)
  // The download URLs of the current batch, revoked together when it is replaced or the page goes away.
  const resultUrls = useRef<string[]>([])
  const reencodeTimer = useRef(0)

  const stopBatch = useCallback(() => {
    window.clearTimeout(reencodeTimer.current)
    controllers.current.forEach((controller) => controller.abort())
    controllers.current.clear()
    resultUrls.current.forEach((url) => URL.revokeObjectURL(url))
    resultUrls.current = []
  }, [])
  // The originals' preview URLs, revoked when other files are chosen (not when an outcome changes).
  const previewUrls = useRef<string[]>([])
  const revokePreviews = useCallback(() => {
    previewUrls.current.forEach((url) => URL.revokeObjectURL(url))
    previewUrls.current = []
  }, [])
  useEffect(
    () => () => {
      stopBatch()
      revokePreviews()
    },
    [stopBatch, revokePreviews],
  )

  const setOutcome = (key: string, outcome: Outcome) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, outcome } : item)))

  // Each chosen file's key, unique for the page's life, so files added later never collide.
  const nextKey = useRef(0)
  /** Files chosen, dropped or pasted join the batch; files that are not images are refused, saying so. */
  const add = useCallback((files: File[]) => {
    if (files.length === 0) return
    const images = files.filter(isImageFile)
    setProblem(images.length === files.length ? '' : messages.notAnImage)
    const added = images.map((file): Item => {
      const previewUrl = URL.createObjectURL(file)
      previewUrls.current.push(previewUrl)
      return { key: String(nextKey.current++), file, previewUrl, outcome: { kind: 'chosen' } }
    })
    setItems((current) => [...current, ...added])
  }, [])

  function remove(removed: Item) {
    controllers.current.get(removed.key)?.abort()
    controllers.current.delete(removed.key)
    URL.revokeObjectURL(removed.previewUrl)
    if (removed.outcome.kind === 'converted') URL.revokeObjectURL(removed.outcome.url)
    setItems((current) => current.filter((item) => item.key !== removed.key))
  }

  async function convertOne(item: Item, options: ImageSettings, signal: AbortSignal) {
    const { type, quality, width, height, enlarge, keepMetadata, background } = options
    try {
      const image = await pool.run(
        (api) =>
          convertImage(api, item.file, {
            type,
            quality: isLossy(type) ? clampQuality(quality[type]) : qualitySlider.default,
            size: { width, height, enlarge },
            keepMetadata,
            background: backgroundRgb(background),
          }),
        signal,
      )
      if (signal.aborted) return
      const blob = new Blob([image.bytes], { type })
      const url = URL.createObjectURL(blob)
      resultUrls.current.push(url)
      setOutcome(item.key, {
        kind: 'converted',
        blob,
        url,
        name: downloadName(item.file.name, type),
        width: image.width,
        height: image.height,
      })
    } catch (error) {
      if (signal.aborted) return
      const message =
        error instanceof UndecodableImageError ? messages.cannotDecode(item.file.name) : messages.failed
      setOutcome(item.key, { kind: 'failed', message })
    }
  }

  function convertAll(chosen: Item[], options: ImageSettings) {
    stopBatch()
    setBatchCancelled(false)
    setReencode(true)
    setItems(chosen.map((item) => ({ ...item, outcome: { kind: 'waiting' } })))
    for (const item of chosen) {
      const controller = new AbortController()
      controllers.current.set(item.key, controller)
      void convertOne(item, options, controller.signal)
    }
  }

  // A settings change after a conversion: the results are stale at once, the new ones follow shortly.
  function changeSettings(patch: Partial<ImageSettings>) {
    const next = updateSettings(patch)
    if (!reencode) return
    stopBatch()
    setItems((current) => current.map((item) => ({ ...item, outcome: { kind: 'waiting' } })))
    reencodeTimer.current = window.setTimeout(() => convertAll(items, next), reencodeDelayMs)
  }

  function convert() {
    if (items.length === 0) {
      setProblem(messages.noFile)
      return
    }
    setProblem('')
    convertAll(items, settings)
  }

  function cancelOne(key: string) {
    controllers.current.get(key)?.abort()
    controllers.current.delete(key)
    setOutcome(key, { kind: 'cancelled' })
  }

  function cancelAll() {
    stopBatch()
    setReencode(false)
    setBatchCancelled(true)
    setItems((current) =>
      current.map((item) =>
        item.outcome.kind === 'waiting' ? { ...item, outcome: { kind: 'cancelled' } } : item,
      ),
    )
  }

  const waiting = items.filter((item) => item.outcome.kind === 'waiting').length
  const converted = items.flatMap((item) => (item.outcome.kind === 'converted' ? [item.outcome] : []))
  const failed = items.filter((item) => item.outcome.kind === 'failed').length
  const converting = waiting > 0
  const allConverted = items.length > 0 && converted.length === items.length
  const status = converting
    ? messages.converting
    : allConverted
      ? messages.complete
      : batchCancelled
        ? messages.cancelled
        : ''
  // A file that fails says why beside it; the page only counts them.
  const failedSummary =
    failed > 0 && !converting ? messages.someFailed(converted.length, items.length, failed) : ''
  const { type, quality, width, height, enlarge, keepMetadata, background } = settings

  return (
    <div className="image-converter">
      <div className="card form">
        <DropZone inputId={`${id}-files`} onFiles={add} />
        <div className="image-converter__options">
          <SelectField
            id={`${id}-type`}
            label="Convert to"
            value={type}
            options={outputTypes}
            optionLabel={(option) => outputFormats[option].label}
            onChange={(option) => changeSettings({ type: option })}
          />
          {isLossy(type) && (
            <div className="field">
              <label htmlFor={`${id}-quality`}>
                Quality <output htmlFor={`${id}-quality`}>{quality[type]}</output>
              </label>
              <input
                id={`${id}-quality`}
                type="range"
                min={qualitySlider.min}
                max={qualitySlider.max}
                step={1}
                value={quality[type]}
                onChange={(event) =>
                  changeSettings({
                    quality: { ...quality, [type]: clampQuality(event.target.valueAsNumber) },
                  })
                }
              />
            </div>
          )}
          {!outputFormats[type].alpha && (
            <div className="field">
              <label htmlFor={`${id}-background`}>Background</label>
              <input
                id={`${id}-background`}
                type="color"
                value={background}
                aria-describedby={`${id}-background-hint`}
                onChange={(event) => changeSettings({ background: event.target.value })}
              />
              <p id={`${id}-background-hint`} className="field-hint">
                {messages.backgroundHint(outputFormats[type].label)}
              </p>
            </div>
          )}
          <SideField
            id={`${id}-width`}
            label="Width (px)"
            value={width}
            onChange={(side) => changeSettings({ width: side })}
          />
          <SideField
            id={`${id}-height`}
            label="Height (px)"
            value={height}
            onChange={(side) => changeSettings({ height: side })}
          />
        </div>
        <p className="field-hint">
          Leave width and height empty to keep the size; with one or both, the image fits inside, its shape
          kept.
        </p>
        <label className="image-converter__check">
          <input
            type="checkbox"
            checked={enlarge}
            onChange={(event) => changeSettings({ enlarge: event.target.checked })}
          />
          Enlarge smaller images to this size
        </label>
        {type === 'image/jpeg' && (
          <label className="image-converter__check">
            <input
              type="checkbox"
              checked={keepMetadata}
              onChange={(event) => changeSettings({ keepMetadata: event.target.checked })}
            />
            Keep photo metadata (EXIF) without the location
          </label>
        )}
        <p className="field-hint">
          {type === 'image/jpeg' && keepMetadata ? messages.metadataKept : messages.metadataStripped}
        </p>
        <div className="btn-row">
          <button type="button" className="btn" disabled={converting} onClick={convert}>
            Convert Image
          </button>
          {converting && (
            <button type="button" className="btn btn--secondary" onClick={cancelAll}>
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
          {problem || failedSummary}
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
                onCancel={() => cancelOne(item.key)}
                onRemove={() => remove(item)}
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

function SideField(props: {
  id: string
  label: string
  value: number | null
  onChange: (side: number | null) => void
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="number"
        inputMode="numeric"
        min={1}
        max={maxSide}
        placeholder="Original"
        value={props.value ?? ''}
        onChange={(event) => props.onChange(parseSide(event.target.value))}
      />
    </div>
  )
}

function ChosenImage({
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
