import { useMemo } from 'react'
import { formatBytes } from '#app/common/files/format-bytes.ts'
import { copyText } from '#app/common/ui/copy-text.ts'
import { outputFileName, previewChars } from '../shared/formats'
import { previewBlocks } from '../shared/preview-blocks'
import type { ConvertedFile } from '../worker/file-convert.worker'

/** Outputs up to this size get a Copy button; a clipboard of more would stall the page. */
const copyLimitBytes = 10 * 1024 * 1024

/** The converted file: the start of its text, its download under the chosen name, and a copy of its text. */
export function ConvertedPreview({
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
