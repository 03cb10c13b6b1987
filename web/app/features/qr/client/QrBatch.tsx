import { useId, useRef, useState, type ChangeEvent } from 'react'
import { saveAsZip } from '#app/common/files/download-zip.ts'
import { useLazyWorker } from '#app/common/workers/lazy-worker.ts'
import { SelectField } from '#app/common/ui/SelectField.tsx'
import {
  BATCH_FORMATS,
  batchItems,
  defaultColumns,
  readBatchCsv,
  type BatchFormat,
  type BatchTable,
  type SkippedRow,
} from '../shared/qr-batch'
import type { QrStyle } from '../shared/qr-settings'
import type { BatchApi, BatchCode } from '../worker/qr-batch.worker'

type BatchState =
  | { kind: 'idle' }
  | { kind: 'rendering'; done: number; total: number }
  | { kind: 'finished'; files: { name: string; blob: Blob }[]; failed: SkippedRow[] }
  | { kind: 'cancelled' }

const NO_FILE_NAME_COLUMN = ''

function createWorker() {
  return new Worker(new URL('../worker/qr-batch.worker.ts', import.meta.url), { type: 'module' })
}

/**
 * Batch mode: one code per CSV row, in the page's style, each scan-checked in a worker; the codes that
 * pass are zipped, the rows that fail are listed. Loaded only when the visitor opens it.
 */
export function QrBatch({ style }: { style: QrStyle }) {
  const worker = useLazyWorker<BatchApi>(createWorker)
  const id = useId()
  const [table, setTable] = useState<BatchTable | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [contentColumn, setContentColumn] = useState(0)
  const [fileNameColumn, setFileNameColumn] = useState<number | null>(null)
  const [format, setFormat] = useState<BatchFormat>('png')
  const [state, setState] = useState<BatchState>({ kind: 'idle' })
  // Each run gets a number; Cancel (or a new run) moves it on, and the older loop stops at its next row.
  const latestRun = useRef(0)

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    setState({ kind: 'idle' })
    if (!file) return
    const result = readBatchCsv(await file.text())
    if (!result.ok) {
      setTable(null)
      setProblem(result.problem)
      return
    }
    const picked = defaultColumns(result.table.columns)
    setTable(result.table)
    setProblem(null)
    setContentColumn(picked.content)
    setFileNameColumn(picked.fileName)
  }

  async function run() {
    if (!table) return
    const current = ++latestRun.current
    const { items, skipped } = batchItems(table, contentColumn, fileNameColumn, format)
    const failed = [...skipped]
    const files: { name: string; blob: Blob }[] = []
    setState({ kind: 'rendering', done: 0, total: items.length })
    try {
      for (const [index, item] of items.entries()) {
        const code = await worker.run<BatchCode>((api) => api.makeCode(item.text, style, format))
        if (latestRun.current !== current) return
        if (code.ok) files.push({ name: item.fileName, blob: code.file })
        else failed.push({ row: item.row, message: code.message })
        setState({ kind: 'rendering', done: index + 1, total: items.length })
      }
    } catch {
      if (latestRun.current === current) setProblem('The QR worker stopped unexpectedly. Try again.')
      setState({ kind: 'idle' })
      return
    }
    failed.sort((a, b) => a.row - b.row)
    setState({ kind: 'finished', files, failed })
  }

  function cancel() {
    latestRun.current++
    // Stops the code being drawn now; the next run starts a fresh worker.
    worker.terminate()
    setState({ kind: 'cancelled' })
  }

  const columnIndexes = table ? table.columns.map((_, i) => String(i)) : []
  const rendering = state.kind === 'rendering'

  return (
    <section className="card qr-batch" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h3">
        Batch from a CSV
      </h2>
      <p>
        One code per row (up to 1,000), in the style chosen above, without a logo. Every code is read back
        before it goes in the ZIP; rows that fail are listed instead.
      </p>
      <form className="form qr-batch__form" onSubmit={(event) => (event.preventDefault(), void run())}>
        <fieldset className="qr-form__all" disabled={rendering}>
          <div className="field">
            <label htmlFor={`${id}-file`}>CSV file</label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv"
              onChange={upload}
              aria-describedby={problem ? `${id}-problem` : undefined}
            />
            <p className="field-hint">The first row names the columns.</p>
          </div>
          <p id={`${id}-problem`} className="status-error" role="alert">
            {problem}
          </p>
          {table && (
            <>
              <SelectField
                id={`${id}-content`}
                label="Content column"
                value={String(contentColumn)}
                options={columnIndexes}
                optionLabel={(index) => table.columns[Number(index)]!}
                onChange={(index) => setContentColumn(Number(index))}
              />
              <SelectField
                id={`${id}-name`}
                label="File name column"
                value={fileNameColumn === null ? NO_FILE_NAME_COLUMN : String(fileNameColumn)}
                options={[NO_FILE_NAME_COLUMN, ...columnIndexes]}
                optionLabel={(index) =>
                  index === NO_FILE_NAME_COLUMN
                    ? 'Spreadsheet row (qr-2, qr-3, …)'
                    : table.columns[Number(index)]!
                }
                onChange={(index) => setFileNameColumn(index === NO_FILE_NAME_COLUMN ? null : Number(index))}
              />
              <SelectField
                id={`${id}-format`}
                label="File format"
                value={format}
                options={BATCH_FORMATS}
                optionLabel={(option) => option.toUpperCase()}
                onChange={setFormat}
              />
              <button type="submit" className="btn">
                Make {table.rows.length.toLocaleString('en-US')} codes
              </button>
            </>
          )}
        </fieldset>
      </form>
      <p className="qr-batch__progress" aria-live="polite">
        {batchStatus(state)}
      </p>
      {rendering && (
        <button type="button" className="btn btn--secondary" onClick={cancel}>
          Cancel
        </button>
      )}
      {state.kind === 'finished' && (
        <>
          {state.files.length > 0 && (
            <button
              type="button"
              className="btn"
              onClick={() => void saveAsZip(state.files, `qr-codes-${format}.zip`)}
            >
              Download ZIP
            </button>
          )}
          {state.failed.length > 0 && (
            <>
              <h3 className="h4">Rows without a code</h3>
              <ul className="qr-batch__failed">
                {state.failed.map((failure) => (
                  <li key={failure.row}>
                    Row {failure.row}: {failure.message}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  )
}

function batchStatus(state: BatchState): string {
  switch (state.kind) {
    case 'idle':
      return ''
    case 'rendering':
      return `Rendering ${Math.min(state.done + 1, state.total)} of ${state.total}…`
    case 'cancelled':
      return 'Cancelled. No ZIP was made.'
    case 'finished': {
      const made = `${state.files.length} ${state.files.length === 1 ? 'code' : 'codes'} ready`
      return state.failed.length === 0
        ? `${made}, all scan-checked.`
        : `${made}; ${state.failed.length} ${state.failed.length === 1 ? 'row' : 'rows'} failed (listed below).`
    }
  }
}
