import { useId, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { SelectField } from '#app/common/ui/SelectField.tsx'
import { draftReport, listReports, listSites, type Site } from './care-plan-api'
import { FormError } from './FormError'
import { ReadStatus } from './ReadStatus'
import { ReportList } from './ReportList'
import { useApiRead, useApiWrite } from '#app/common/api-state/use-api.ts'

/** The admin's reports: every one, drafts marked, and a form to draft one for a site and month now. */
export function ReportDrafts() {
  const reports = useApiRead(listReports)
  const sites = useApiRead(listSites)
  return (
    <>
      <section className="card">
        <ReadStatus state={sites.state} loading="Loading the sites…">
          {(data) => <DraftForm sites={data.sites} />}
        </ReadStatus>
      </section>
      <ReadStatus state={reports.state} loading="Loading the reports…">
        {(data) =>
          data.reports.length === 0 ? (
            <p className="field-hint">No reports yet: drafts for last month are made on the 1st.</p>
          ) : (
            <ReportList reports={data.reports} />
          )
        }
      </ReadStatus>
    </>
  )
}

/** Last month as 'YYYY-MM' (the reader's calendar; the server counts months in New York). */
function lastMonth(): string {
  const now = new Date()
  const first = new Date(now.getFullYear(), now.getMonth() - 1, 1)
  return `${first.getFullYear()}-${String(first.getMonth() + 1).padStart(2, '0')}`
}

function DraftForm({ sites }: { sites: Site[] }) {
  const id = useId()
  const navigate = useNavigate()
  const [siteId, setSiteId] = useState(String(sites[0]?.id ?? ''))
  const [month, setMonth] = useState(lastMonth)
  const { error, busy, run } = useApiWrite()
  if (sites.length === 0) return <p className="field-hint">Link a site first; its reports come here.</p>

  function submit(event: FormEvent) {
    event.preventDefault()
    void run(
      () => draftReport(Number(siteId), month),
      ({ report }) => void navigate(`/dashboard/reports/${report.id}`),
    )
  }

  return (
    <form className="form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h3">
        Draft a report now
      </h2>
      <SelectField
        id={`${id}-site`}
        label="Site"
        value={siteId}
        options={sites.map((site) => String(site.id))}
        optionLabel={(value) => {
          const site = sites.find((candidate) => String(candidate.id) === value)
          return site ? `${site.name} (${site.client})` : value
        }}
        onChange={setSiteId}
      />
      <div className="field">
        <label htmlFor={`${id}-month`}>Month</label>
        <input
          id={`${id}-month`}
          type="month"
          value={month}
          required
          onChange={(event) => setMonth(event.target.value)}
        />
      </div>
      <FormError id={`${id}-error`} error={error} />
      <button type="submit" className="btn" aria-disabled={busy}>
        Draft Report
      </button>
    </form>
  )
}
