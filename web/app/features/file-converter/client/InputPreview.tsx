import { useId, useMemo } from 'react'
import { resolveSource } from '../shared/convert'
import type { SourceFormat } from '../shared/formats'
import { previewCaption, previewTable } from '../shared/preview-table'

/** The first rows of the input as the converter will read them, when the input is a table. */
export function InputPreview({ content, source }: { content: string; source: SourceFormat }) {
  const id = useId()
  const table = useMemo(
    () =>
      content.trim() === '' || source === 'xlsx'
        ? null
        : previewTable(content, resolveSource(content, source)),
    [content, source],
  )
  if (!table) return null
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>Input preview</h2>
      <p className="field-hint">{previewCaption(table.rows.length)}</p>
      <div className="file-converter__table" tabIndex={0} role="region" aria-label="Input preview table">
        <table>
          <thead>
            <tr>
              {table.columns.map((column, i) => (
                <th key={i} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) => (
                  <td key={c}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
