import { proxy } from 'comlink'
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react'
import { formatBytes } from '#app/common/files/format-bytes.ts'
import { binarySniffBytes, looksBinary } from '../shared/binary-content'
import {
  acceptedExtensions,
  baseName,
  formatFromFile,
  formatLabels,
  fileFormats,
  outputFormats,
  outputFileName,
  previewChars,
  sniffFormat,
  type OutputFormat,
  type SourceFormat,
} from '../shared/formats'
import { fileConverterMessages as messages, successMessage } from '../shared/messages'
import { previewBlocks } from '../shared/preview-blocks'
import { splitMinBytes } from '../shared/split-conversion'
import type { OutputOptions } from '../shared/convert'
import type { Api, ConvertedFile } from '../worker/file-convert.worker'
import { useLazyWorker } from '#app/common/workers/lazy-worker.ts'
import { SelectField } from '#app/common/ui/SelectField.tsx'
import { copyText } from '#app/common/ui/copy-text.ts'
import { convertInParts } from './convert-in-parts'
import { InputPreview } from './InputPreview'
import './file-converter.css'

/** Uploads up to this size are put in the text box to edit; bigger ones are converted straight from the file. */
const editableBytes = 256 * 1024

/** Outputs up to this size get a Copy button; a clipboard of more would stall the page. */
const copyLimitBytes = 10 * 1024 * 1024

/** The source choices: auto detection first, then each format. */
const sourceFormats: readonly SourceFormat[] = ['auto', ...fileFormats]

function sourceLabel(format: SourceFormat): string {
  return format === 'auto' ? 'Auto detect' : formatLabels[format]
}

/** The output options each target offers, in the order shown. */
const outputChoices: Record<OutputFormat, (keyof OutputOptions)[]> = {
  json: ['typedValues'],
  ndjson: ['typedValues'],
  csv: ['spreadsheetSafe', 'excelBom'],
  tsv: ['spreadsheetSafe', 'excelBom'],
  txt: [],
  xlsx: ['spreadsheetSafe', 'typedValues'],
  md: [],
}

const outputOptionLabels: Record<keyof OutputOptions, string> = {
  spreadsheetSafe:
    'Spreadsheet-safe: cells starting with =, +, - or @ get a leading apostrophe, so a spreadsheet shows them as text instead of running them as formulas',
  excelBom: 'Start with a byte order mark, so Excel reads accents correctly',
  typedValues:
    'Type values read from a table (CSV, TSV or a spreadsheet): numbers, true and false, and empty cells as null (007, 1e5 and numbers too long to keep exactly stay text)',
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'converting'; progress: number }
  | { kind: 'converted'; result: ConvertedFile; url: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string }

function createWorker() {
  return new Worker(new URL('../worker/file-convert.worker.ts', import.meta.url), { type: 'module' })
}

/**
 * The sentence for a failure (docs/product.md#conversions): ours as they are, anything unexpected as the
 * fallback.
 */
function failureMessage(error: unknown): string {
  return error instanceof Error && error.name === 'ConversionError' ? error.message : messages.fallback
}

export function FileConverter() {
  const worker = useLazyWorker<Api>(createWorker)
  // The second core's worker, for large CSV and TSV files converted to JSON (see convertInParts).
  const helper = useLazyWorker<Api>(createWorker)
  const id = useId()
  const [fileName, setFileName] = useState('')
  const [content, setContent] = useState('')
  const [largeFile, setLargeFile] = useState<File | null>(null)
  const [source, setSource] = useState<SourceFormat>('auto')
  const [target, setTarget] = useState<OutputFormat>('json')
  const [outputOptions, setOutputOptions] = useState<OutputOptions>({
    spreadsheetSafe: false,
    excelBom: false,
    typedValues: false,
  })
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  // Each conversion gets a number; a reply for an older one (edited or cancelled since) is dropped.
  const latestJob = useRef(0)

  useEffect(() => {
    if (outcome.kind === 'converted') return () => URL.revokeObjectURL(outcome.url)
  }, [outcome])

  const clearResult = () => {
    latestJob.current++
    setOutcome({ kind: 'idle' })
  }

  /** New text replaces the file: its detected format and name no longer apply (docs/product.md#file-converter). */
  const forgetFile = () => {
    setSource('auto')
    setFileName('')
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    if (!file) return
    clearResult()
    const byName = formatFromFile(file.name, file.type)
    if (byName === 'xlsx') {
      // A workbook is read in the worker; there is no text to show or edit.
      setFileName(baseName(file.name))
      setLargeFile(file)
      setContent('')
      setSource('xlsx')
      return
    }
    if (looksBinary(new Uint8Array(await file.slice(0, binarySniffBytes).arrayBuffer()))) {
      event.target.value = ''
      setLargeFile(null)
      setContent('')
      setOutcome({ kind: 'failed', message: messages.binaryFile })
      return
    }
    setFileName(baseName(file.name))
    if (file.size <= editableBytes) {
      const text = await file.text()
      setLargeFile(null)
      setContent(text)
      setSource(byName ?? sniffFormat(text) ?? 'auto')
    } else {
      // Only the start is shown: putting megabytes in a text box would freeze the page.
      setLargeFile(file)
      setContent(await file.slice(0, previewChars).text())
      setSource(byName ?? 'auto')
      // Both workers start now, so their start-up is not part of the conversion. One that fails to start
      // fails the conversion that needs it, with its message.
      if (file.size >= splitMinBytes) {
        for (const lazy of [worker, helper]) lazy.run((api) => api.ready()).catch(() => undefined)
      }
    }
  }

  async function convert() {
    if (!largeFile && content.trim() === '') {
      setOutcome({ kind: 'failed', message: messages.emptyContent })
      return
    }
    const current = ++latestJob.current
    const isCurrent = () => latestJob.current === current
    setOutcome({ kind: 'converting', progress: 0 })
    // Progress reports travel on their own channel, so the last one can arrive after the result: it may
    // only move the bar of a conversion still running, never turn a finished one back into "Converting".
    const onProgress = proxy((progress: number) => {
      if (isCurrent()) {
        setOutcome((current) => (current.kind === 'converting' ? { kind: 'converting', progress } : current))
      }
    })
    try {
      const job = { source, target, options: outputOptions }
      const inParts =
        largeFile && target === 'json'
          ? await convertInParts(worker, helper, { ...job, input: largeFile }, onProgress)
          : null
      const result =
        inParts ??
        (await worker.run((api) => api.convert({ ...job, input: largeFile ?? content }, onProgress)))
      if (isCurrent()) setOutcome({ kind: 'converted', result, url: URL.createObjectURL(result.blob) })
    } catch (error) {
      if (isCurrent()) setOutcome({ kind: 'failed', message: failureMessage(error) })
    }
  }

  function cancel() {
    worker.terminate()
    helper.terminate()
    latestJob.current++
    setOutcome({ kind: 'cancelled' })
  }

  const converting = outcome.kind === 'converting'
  return (
    <div className="file-converter">
      <div className="card form">
        <div className="field">
          <label htmlFor={`${id}-file`}>Upload a file</label>
          <input id={`${id}-file`} type="file" accept={acceptedExtensions.join(',')} onChange={upload} />
          <p className="field-hint">
            JSON, CSV, TSV, TXT, MD, LOG or XLSX. It stays on your device: nothing is uploaded.
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-content`}>Or paste text</label>
          <textarea
            id={`${id}-content`}
            rows={10}
            className="file-converter__content"
            value={content}
            readOnly={largeFile !== null}
            aria-describedby={largeFile ? `${id}-large` : undefined}
            onPaste={(event) => {
              const box = event.currentTarget
              if (box.selectionStart === 0 && box.selectionEnd === box.value.length) forgetFile()
            }}
            onChange={(event) => {
              setContent(event.target.value)
              if (event.target.value === '') forgetFile()
              clearResult()
            }}
          />
          {largeFile && (
            <p id={`${id}-large`} className="field-hint">
              {source === 'xlsx'
                ? `${largeFile.name} (${formatBytes(largeFile.size)}) is a spreadsheet: its first sheet is converted.`
                : `Showing the start of ${largeFile.name} (${formatBytes(largeFile.size)}). The whole file is converted: CSV and TSV a part at a time, JSON, NDJSON and text read whole, so a very large one of those may not fit in memory.`}{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setLargeFile(null)
                  setContent('')
                  forgetFile()
                  clearResult()
                }}
              >
                Paste text instead
              </button>
            </p>
          )}
        </div>
        <div className="file-converter__options">
          <SelectField
            id={`${id}-source`}
            label="Detected format"
            value={source}
            options={sourceFormats}
            optionLabel={sourceLabel}
            onChange={(format) => {
              setSource(format)
              clearResult()
            }}
          />
          <SelectField
            id={`${id}-target`}
            label="Convert to"
            value={target}
            options={outputFormats}
            optionLabel={(format) => formatLabels[format]}
            onChange={(format) => {
              setTarget(format)
              clearResult()
            }}
          />
          <div className="field">
            <label htmlFor={`${id}-name`}>File name</label>
            <input
              id={`${id}-name`}
              type="text"
              value={fileName}
              placeholder="converted-file"
              onChange={(event) => setFileName(event.target.value)}
            />
          </div>
        </div>
        {outputChoices[target].length > 0 && (
          <fieldset className="file-converter__output-options">
            <legend>{formatLabels[target]} output</legend>
            {outputChoices[target].map((option) => (
              <label key={option}>
                <input
                  type="checkbox"
                  checked={outputOptions[option] ?? false}
                  onChange={(event) => {
                    setOutputOptions({ ...outputOptions, [option]: event.target.checked })
                    clearResult()
                  }}
                />
                {outputOptionLabels[option]}
              </label>
            ))}
          </fieldset>
        )}
        <div className="btn-row">
          <button type="button" className="btn" disabled={converting} onClick={convert}>
            {converting ? 'Converting…' : 'Convert File'}
          </button>
          {converting && (
            <button type="button" className="btn btn--secondary" onClick={cancel}>
              Cancel
            </button>
          )}
        </div>
        {converting && (
          <div className="file-converter__progress">
            <progress
              id={`${id}-progress`}
              max={1}
              value={outcome.progress}
              aria-label="Conversion progress"
            />
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
      </div>
      <InputPreview content={content} source={source} />
      {outcome.kind === 'converted' && (
        <ConvertedPreview result={outcome.result} url={outcome.url} fileName={fileName} />
      )}
    </div>
  )
}

function ConvertedPreview({
  result,
  url,
  fileName,
}: {
  result: ConvertedFile
  url: string
  fileName: string
}) {
  const name = outputFileName(fileName, result.target)
  const blocks = useMemo(() => previewBlocks(result.preview), [result.preview])
  const spreadsheet = result.target === 'xlsx'
  return (
    <section className="result-card file-converter__result" aria-labelledby="converted-preview-title">
      <h2 id="converted-preview-title">Converted preview</h2>
      {result.previewTruncated && (
        <p className="field-hint">
          Showing the first {formatBytes(previewChars)} of {formatBytes(result.blob.size)}. The download holds
          everything.
        </p>
      )}
      {spreadsheet ? (
        <p className="field-hint">A spreadsheet has no text to show here: download it to open it.</p>
      ) : (
        <pre className="file-converter__preview" tabIndex={0} aria-label="Converted text">
          {blocks.map((block, i) => (
            <span key={i} className="file-converter__preview-block">
              {block}
            </span>
          ))}
        </pre>
      )}
      <div className="btn-row">
        <a className="btn" href={url} download={name}>
          Download {name}
        </a>
        {!spreadsheet && result.blob.size <= copyLimitBytes && (
          <button
            type="button"
            className="btn btn--secondary"
            onClick={async () => copyText(await result.blob.text())}
          >
            Copy output
          </button>
        )}
      </div>
    </section>
  )
}
