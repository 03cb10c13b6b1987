import type { SiteVitals, VitalFigure } from '@studio/api/contract/site-analytics'
import { vitalInWords, vitalLabels, vitalNames, type VitalName } from './vital-words'
import './site-visits.css'

export interface VitalsColumn {
  /** The column's heading: "This month", "Last month". */
  label: string
  vitals: SiteVitals
}

/**
 * LCP, INP and CLS at the 75th percentile, a group of rows each, a row per range: the figure, Google's
 * word for it (the word carries the meaning; the colour and the marker's style only repeat it) and how
 * many page views it stands on. Ranges go down, not across, so two of them fit a 360 px phone.
 */
export function VitalsTable({ columns, caption }: { columns: VitalsColumn[]; caption: string }) {
  return (
    <div className="vitals">
      <table className="visits-table vitals-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">When</th>
            <th scope="col">Figure and word</th>
          </tr>
        </thead>
        {vitalNames.map((name) => (
          <tbody key={name}>
            {columns.map((column, index) => (
              <tr key={column.label}>
                {index === 0 && (
                  <th scope="rowgroup" rowSpan={columns.length}>
                    {vitalLabels[name].short}
                  </th>
                )}
                <th scope="row">{column.label}</th>
                <td>
                  <VitalFigureWords name={name} figure={column.vitals[name]} />
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      {/* What each one measures, under the table rather than in it, so it keeps to a phone's width. */}
      <dl className="vitals-legend">
        {vitalNames.map((name) => (
          <div key={name}>
            <dt>{vitalLabels[name].short}</dt>
            <dd>{vitalLabels[name].meaning}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

function VitalFigureWords({ name, figure }: { name: VitalName; figure: VitalFigure }) {
  const words = vitalInWords(name, figure)
  if (!words) return <>Not measured yet</>
  return (
    <>
      <strong>{words.value}</strong>{' '}
      <span className={`vital-rating vital-rating--${words.rating}`}>{words.word}</span>{' '}
      <span className="vitals-table__basis">{words.basis}</span>
    </>
  )
}
