import { formatBytes } from '#app/common/files/format-bytes.ts'
import { acceptedExtensions } from '../shared/formats'
import type { ConverterInput } from './use-converter-input'

/** Where the input comes from: a file to upload, or text typed or pasted into the box. */
export function InputFields({ id, input }: { id: string; input: ConverterInput }) {
  const { largeFile } = input
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-file`}>Upload a file</label>
        <input id={`${id}-file`} type="file" accept={acceptedExtensions.join(',')} onChange={input.upload} />
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
          value={input.content}
          readOnly={largeFile !== null}
          aria-describedby={largeFile ? `${id}-large` : undefined}
          onPaste={(event) => {
            const box = event.currentTarget
            if (box.selectionStart === 0 && box.selectionEnd === box.value.length) input.forgetFile()
          }}
          onChange={(event) => input.editContent(event.target.value)}
        />
        {largeFile && (
          <p id={`${id}-large`} className="field-hint">
            {input.source === 'xlsx'
              ? `${largeFile.name} (${formatBytes(largeFile.size)}) is a spreadsheet: its first sheet is converted.`
              : `Showing the start of ${largeFile.name} (${formatBytes(largeFile.size)}). The whole file is converted: CSV and TSV a part at a time, JSON, NDJSON and text read whole, so a very large one of those may not fit in memory.`}{' '}
            <button type="button" className="link-button" onClick={input.dropFile}>
              Paste text instead
            </button>
          </p>
        )}
      </div>
    </>
  )
}
