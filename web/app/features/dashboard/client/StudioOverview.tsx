import { useEffect, useState, type ReactNode } from 'react'
import { formatStudioTime } from '@studio/api/contract/studio-time'
import { formatMoney } from '#app/features/calculators/shared/format.ts'
import { formatDueDate } from '#app/features/bills/shared/bill-display.ts'
import { loadStudioOverview, type StudioOverviewData } from './dashboard-api'
import { StudioSiteVisits } from './StudioSiteVisits'
import { VisitsChart } from './VisitsChart'

/**
 * How many rows each card shows (docs/product.md#studio-overview); the API sends a few more, newest first.
 */
const shown = { askUsage: 3, contacts: 3, roastAudits: 4 } as const

/** The admin's Studio Overview: visitors, recent activity, and the household's late and coming bills. */
export function StudioOverview() {
  const [data, setData] = useState<StudioOverviewData | null>(null)
  useEffect(() => {
    let current = true
    void loadStudioOverview().then((loaded) => current && setData(loaded))
    return () => {
      current = false
    }
  }, [])

  if (!data) return <p aria-busy="true">Loading the studio overview…</p>
  return (
    <div className="card-grid dashboard-grid">
      <OverviewCard title="Visitors">
        <p className="dashboard-figure">{data.visitors ?? '—'}</p>
        <p className="field-hint">Site visits recorded so far.</p>
      </OverviewCard>

      <OverviewCard title="Visits per day (last 30 days)">
        <VisitsChart days={data.visitsPerDay} />
      </OverviewCard>
      <StudioSiteVisits />

      <OverviewCard title="Latest questions to the assistant" empty={data.askUsage.length === 0}>
        <ul className="dashboard-list">
          {data.askUsage.slice(0, shown.askUsage).map((usage) => (
            <li key={usage.id}>{usage.prompt}</li>
          ))}
        </ul>
      </OverviewCard>

      <OverviewCard title="Latest contact messages" empty={data.contacts.length === 0}>
        <ul className="dashboard-list">
          {data.contacts.slice(0, shown.contacts).map((contact) => (
            <li key={contact.id}>
              <strong>{contact.name}</strong> (<a href={`mailto:${contact.email}`}>{contact.email}</a>)
              <span className="dashboard-when">{formatStudioTime(contact.created_at)}</span>
              <p className="dashboard-excerpt" aria-hidden="true">
                {contact.message}
              </p>
              <details>
                <summary>Read the whole message</summary>
                <p className="dashboard-message">{contact.message}</p>
              </details>
            </li>
          ))}
        </ul>
      </OverviewCard>

      <OverviewCard title="Latest roast & toast audits" empty={data.roastAudits.length === 0}>
        <ul className="dashboard-list">
          {data.roastAudits.slice(0, shown.roastAudits).map((audit) => (
            <li key={audit.id}>
              <span className="dashboard-url">{audit.url}</span>
              <span className="dashboard-when">
                {Math.round(audit.load_time)} ms · {formatStudioTime(audit.created_at)}
              </span>
            </li>
          ))}
        </ul>
      </OverviewCard>

      <OverviewCard
        title="Overdue bills"
        empty={data.overdueBills.length === 0}
        emptyText="Nothing is overdue."
      >
        <ul className="dashboard-list">
          {data.overdueBills.map((bill) => (
            <li key={bill.id}>
              <strong>{bill.name}</strong> {formatMoney(bill.amount)}
              <span className="dashboard-when">due {formatDueDate(bill.dueDate)}</span>
            </li>
          ))}
        </ul>
      </OverviewCard>

      <OverviewCard
        title="Upcoming payments (next 7 days)"
        empty={data.upcomingBills.length === 0}
        emptyText="Nothing due in the next seven days."
      >
        <ul className="dashboard-list">
          {data.upcomingBills.map((bill) => (
            <li key={bill.id}>
              <strong>{bill.name}</strong> {formatMoney(bill.amount)} ({bill.owner})
              <span className="dashboard-when">due {formatDueDate(bill.due_date)}</span>
            </li>
          ))}
        </ul>
      </OverviewCard>
    </div>
  )
}

interface OverviewCardProps {
  title: string
  children: ReactNode
  empty?: boolean
  emptyText?: string
}

function OverviewCard({ title, children, empty = false, emptyText = 'Nothing yet.' }: OverviewCardProps) {
  return (
    <section className="card" aria-label={title}>
      <h2 className="h3">{title}</h2>
      {empty ? <p className="field-hint">{emptyText}</p> : children}
    </section>
  )
}
