import type { SiteVitals, VitalFigure } from '@studio/api/contract/site-analytics'
import { vitalInWords, vitalLabels, vitalNames, type VitalName } from './vital-words'
import './site-visits.css'

export interface VitalsColumn {
  /** The column's heading: "This month", "Last month". */
  label: string
  vitals: SiteVitals
}

/**
 * LCP, INP and CLS at the 75th percentile, one row each, a column per range: the figure, Google's word
 * for it (the word carries the meaning; the tint and the border style only repeat it) and how many page
 * views it stands on.
 */
export function VitalsTable({ columns, caption }: { columns: VitalsColumn[]; caption: string }) {
  return (
    <div className="table-scroll">
      <table className="visits-table vitals-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Measure</th>
            {columns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {vitalNames.map((name) => (
            <tr key={name}>
              <th scope="row">
                {vitalLabels[name].short}
                <span className="vitals-table__meaning">{vitalLabels[name].meaning}</span>
              </th>
              {columns.map((column) => (
                <td key={column.label}>
                  <VitalFigureWords name={name} figure={column.vitals[name]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function VitalFigureWords({ name, figure }: { name: VitalName; figure: VitalFigure }) {
  const words = vitalInWords(name, figure)
  if (!words) return <>No measurements</>
  return (
    <>
      <strong>{words.value}</strong>{' '}
      <span className={`vital-rating vital-rating--${words.rating}`}>{words.word}</span>{' '}
      <span className="vitals-table__basis">{words.basis}</span>
    </>
  )
}
