import type { ReactNode } from 'react'
import { DayRowHeader } from './DayRowHeader'

/**
 * The figures a chart of days stands for, as a table behind a disclosure: one row a day, oldest first,
 * the day in the first cell. Charts put it under their picture and its sentence.
 */
export function DaysTable({
  summary,
  caption,
  className,
  columns,
  days,
}: {
  /** The disclosure's words: "Each day's visitors and pageviews". */
  summary: string
  /** What the table holds, for screen readers: "Visitors and pageviews per day, oldest first". */
  caption: string
  className: string
  /** The headings of the columns after the day's. */
  columns: string[]
  days: { date: string; cells: ReactNode[] }[]
}) {
  return (
    <details>
      <summary>{summary}</summary>
      <div className="table-scroll">
        <table className={className}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <DayRowHeader day={day.date} />
                {day.cells.map((cell, index) => (
                  <td key={columns[index]}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}
