import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { formatBytes } from '../../shared/format-bytes'
import { useLazyWorker } from '../../shared/lazy-worker'
import { SelectField } from '../../shared/SelectField'
import { imageConverterMessages as messages } from '../shared/messages'
import {
  clampQuality,
  downloadName,
  isImageFile,
  outputFormats,
  outputTypes,
  qualitySlider,
  savingPercent,
  type OutputType,
} from '../shared/output-formats'
import type { Api } from '../worker/image.worker'
import { convertImage } from './convert-image'
import './image-converter.css'

interface Chosen {
  file: File
  previewUrl: string
}

type Result =
  { ok: true; url: string; name: string; bytes: number; width: number; height: number } | { ok: false }

type Phase =
  | { kind: 'idle' }
  | { kind: 'converting'; done: number }
  | { kind: 'complete' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string }

function createWorker() {
  return new Worker(new URL('../worker/image.worker.ts', import.meta.url), { type: 'module' })
}

export function ImageConverter() {
  const worker = useLazyWorker<Api>(createWorker)
  const id = useId()
  const [chosen, setChosen] = useState<Chosen[]>([])
  const [type, setType] = useState<OutputType>('image/png')
  const [quality, setQuality] = useState<number>(qualitySlider.default)
  const [results, setResults] = useState<Result[]>([])
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  // Each run gets a number; results of a run that was cancelled or made stale are dropped.
  const latestRun = useRef(0)
  // The download URLs of the current batch. They live until the batch is replaced or the page goes away:
  // a progress update only adds to them, so every finished file stays downloadable.
  const resultUrls = useRef<string[]>([])

  useEffect(() => () => chosen.forEach((item) => URL.revokeObjectURL(item.previewUrl)), [chosen])
  useEffect(() => revokeResultUrls, [])

  function revokeResultUrls() {
    resultUrls.current.forEach((url) => URL.revokeObjectURL(url))
    resultUrls.current = []
  }

  const converting = phase.kind === 'converting'

  /** A new file, format or quality makes earlier results stale; a run in progress is stopped. */
  function clearResults() {
    if (converting) worker.terminate()
    latestRun.current++
    revokeResultUrls()
    setResults([])
    setPhase({ kind: 'idle' })
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    clearResults()
    const files = [...(event.target.files ?? [])]
    if (!files.every(isImageFile)) {
      event.target.value = ''
      setChosen([])
      setPhase({ kind: 'failed', message: messages.notAnImage })
      return
    }
    setChosen(files.map((file) => ({ file, previewUrl: URL.createObjectURL(file) })))
  }

  async function convert() {
    if (chosen.length === 0) {
      setPhase({ kind: 'failed', message: messages.noFile })
      return
    }
    const run = ++latestRun.current
    const isCurrent = () => latestRun.current === run
    revokeResultUrls()
    setResults([])
    setPhase({ kind: 'converting', done: 0 })
    const finished: Result[] = []
    for (const { file } of chosen) {
      try {
        const image = await worker.run((api) => convertImage(api, file, type, clampQuality(quality)))
        if (!isCurrent()) return
        const url = URL.createObjectURL(new Blob([image.bytes], { type }))
        resultUrls.current.push(url)
        const { width, height } = image
        finished.push({
          ok: true,
          url,
          name: downloadName(file.name, type),
          bytes: image.bytes.byteLength,
          width,
          height,
        })
      } catch {
        finished.push({ ok: false })
      }
      if (!isCurrent()) return
      setResults([...finished])
      setPhase({ kind: 'converting', done: finished.length })
    }
    const allConverted = finished.every((result) => result.ok)
    setPhase(allConverted ? { kind: 'complete' } : { kind: 'failed', message: messages.failed })
  }

  function cancel() {
    clearResults()
    setPhase({ kind: 'cancelled' })
  }

  const status = {
    idle: '',
    converting: messages.converting,
    complete: messages.complete,
    cancelled: messages.cancelled,
    failed: '',
  }[phase.kind]

  return (
    <div className="image-converter">
      <div className="card form">
        <div className="field">
          <label htmlFor={`${id}-files`}>Choose images</label>
          <input id={`${id}-files`} type="file" accept="image/*" multiple onChange={choose} />
          <p className="field-hint">
            PNG, JPEG, WebP, GIF, BMP, SVG, AVIF, HEIC where your browser reads it. Nothing is uploaded.
          </p>
        </div>
        <div className="image-converter__options">
          <SelectField
            id={`${id}-type`}
            label="Convert to"
            value={type}
            options={outputTypes}
            optionLabel={(option) => outputFormats[option].label}
            onChange={(option) => {
              setType(option)
              clearResults()
            }}
          />
          {outputFormats[type].lossy && (
            <div className="field">
              <label htmlFor={`${id}-quality`}>
                Quality <output htmlFor={`${id}-quality`}>{quality}</output>
              </label>
              <input
                id={`${id}-quality`}
                type="range"
                min={qualitySlider.min}
                max={qualitySlider.max}
                step={1}
                value={quality}
                onChange={(event) => {
                  setQuality(clampQuality(event.target.valueAsNumber))
                  clearResults()
                }}
              />
            </div>
          )}
        </div>
        <div className="btn-row">
          <button type="button" className="btn" disabled={converting} onClick={convert}>
            Convert Image
          </button>
          {converting && (
            <button type="button" className="btn btn--secondary" onClick={cancel}>
              Cancel
            </button>
          )}
        </div>
        {converting && chosen.length > 1 && (
          <div className="image-converter__progress">
            <progress max={chosen.length} value={phase.done} aria-label="Images converted" />
            <span>
              {phase.done} of {chosen.length} images
            </span>
          </div>
        )}
        <p role="status" className="status-success">
          {status}
        </p>
        <p role="alert" className="status-error">
          {phase.kind === 'failed' && phase.message}
        </p>
      </div>

      {chosen.length > 0 && (
        <section aria-labelledby={`${id}-list`}>
          <h2 id={`${id}-list`}>{results.some((result) => result.ok) ? 'Results' : 'Chosen images'}</h2>
          {results.some((result) => result.ok) && <p className="field-hint">{messages.saveTip}</p>}
          <ul className="plain-list image-converter__list">
            {chosen.map((item, index) => (
              <ChosenImage key={item.previewUrl} item={item} result={results[index]} />
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

function ChosenImage({ item, result }: { item: Chosen; result: Result | undefined }) {
  return (
    <li className="card image-converter__item">
      <figure>
        <img src={item.previewUrl} alt={`Original: ${item.file.name}`} />
        <figcaption>
          {item.file.name} · {formatBytes(item.file.size)}
        </figcaption>
      </figure>
      {result?.ok && (
        <figure>
          <img src={result.url} alt={`Converted: ${result.name}`} />
          <figcaption>
            {result.name} · {result.width} × {result.height} · {formatBytes(result.bytes)}{' '}
            <SizeChange before={item.file.size} after={result.bytes} />
          </figcaption>
          <a className="btn" href={result.url} download={result.name}>
            Download {result.name}
          </a>
        </figure>
      )}
      {result && !result.ok && <p className="status-error">{messages.failed}</p>}
    </li>
  )
}

function SizeChange({ before, after }: { before: number; after: number }) {
  const saving = savingPercent(before, after)
  return <span>({saving >= 0 ? `${saving} % smaller` : `${-saving} % larger`})</span>
}
