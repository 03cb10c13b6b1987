import { useId, useState, type FormEvent } from 'react'
import { formatStudioTime } from '@studio/api/contract/studio-time'
import { SafeMarkdown } from '#app/common/markdown/SafeMarkdown.tsx'
import { TextField } from '#app/common/ui/TextField.tsx'
import { toast } from '#app/common/ui/toast.ts'
import { certificateSentence, formatPercent } from '../shared/site-health'
import { loadReport, publishReport, saveRoadmap, type Report } from './care-plan-api'
import { FormError } from './FormError'
import { PageRead } from './PageRead'
import { ReportFailingChecks } from './ReportFailingChecks'
import { ReportLetterhead } from './ReportLetterhead'
import { ReportTraffic } from './ReportTraffic'
import { formatMonth } from './format'
import { useApiRead, useApiWrite } from '#app/common/api-state/use-api.ts'

/**
 * A monthly report (docs/portal.md#monthly-reports): the month's figures as tables, the roadmap rendered
 * from sanitised markdown, and a print button (portal.css has the print stylesheet). A draft shows the
 * admin the roadmap's editor and the publish button instead of the button to print.
 */
export function ReportView({ reportId, isAdmin }: { reportId: number; isAdmin: boolean }) {
  const { state, reload } = useApiRead(() => loadReport(reportId), reportId)
  return (
    <PageRead thing="report" state={state} loading="Loading the report…">
      {({ report }) => (
        <article className="report">
          <ReportLetterhead />
          <header className="page-header">
            <h1>
              {report.siteName}: {formatMonth(report.month)}
            </h1>
            <p className="portal-url">{report.siteUrl}</p>
            <p>
              {report.publishedAt
                ? `Published ${formatStudioTime(report.publishedAt)}.`
                : 'Draft: the client sees it once it is published.'}
            </p>
            {report.publishedAt && (
              <button type="button" className="btn no-print" onClick={() => window.print()}>
                Print or save as PDF
              </button>
            )}
          </header>
          <ReportFigures report={report} />
          <ReportTraffic report={report} />
          <ReportFailingChecks audit={report.audit} />
          <section aria-labelledby="report-roadmap">
            <h2 id="report-roadmap">Roadmap</h2>
            {report.roadmap.trim() ? (
              <SafeMarkdown className="report-roadmap" markdown={report.roadmap} headingsBelow={2} />
            ) : (
              <p className="field-hint">No roadmap written yet.</p>
            )}
          </section>
          {isAdmin && report.publishedAt === null && <DraftEditor report={report} onSaved={reload} />}
        </article>
      )}
    </PageRead>
  )
}

function ReportFigures({ report }: { report: Report }) {
  return (
    <>
      <section aria-labelledby="report-figures">
        <h2 id="report-figures">The month in figures</h2>
        <table className="portal-table report-figures">
          <tbody>
            <tr>
              <th scope="row">Uptime</th>
              <td>
                {report.uptime === null
                  ? 'No checks this month'
                  : `${formatPercent(report.uptime)} of ${report.checks} checks`}
              </td>
            </tr>
            <tr>
              <th scope="row">Median response</th>
              <td>{report.medianMs === null ? '—' : `${Math.round(report.medianMs)} ms`}</td>
            </tr>
            <tr>
              <th scope="row">Outages</th>
              <td>{report.incidents.length === 0 ? 'None' : report.incidents.length}</td>
            </tr>
            <tr>
              <th scope="row">Certificate</th>
              <td>{certificateSentence(report.certificate)}</td>
            </tr>
            <tr>
              <th scope="row">Audit</th>
              <td>
                {report.audit
                  ? `${report.audit.passed} of ${report.audit.total} checks passed`
                  : 'No audit this month'}
              </td>
            </tr>
          </tbody>
        </table>
      </section>
      {report.incidents.length > 0 && (
        <section aria-labelledby="report-outages">
          <h2 id="report-outages">Outages</h2>
          <div className="table-scroll">
            <table className="portal-table">
              <thead>
                <tr>
                  <th scope="col">Started</th>
                  <th scope="col">Ended</th>
                  <th scope="col">Reason</th>
                </tr>
              </thead>
              <tbody>
                {report.incidents.map((incident) => (
                  <tr key={incident.startedAt}>
                    <td>{formatStudioTime(incident.startedAt)}</td>
                    <td>{incident.endedAt ? formatStudioTime(incident.endedAt) : 'Still down'}</td>
                    <td>{incident.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      {report.audit && (report.audit.fixed.length > 0 || report.audit.new.length > 0) && (
        <section aria-labelledby="report-audit">
          <h2 id="report-audit">Audit changes since last month</h2>
          <AuditChanges title="Fixed" checks={report.audit.fixed} />
          <AuditChanges title="Newly failing" checks={report.audit.new} />
        </section>
      )}
      <section aria-labelledby="report-requests">
        <h2 id="report-requests">Requests done</h2>
        {report.requestsDone.length === 0 ? (
          <p>None this month.</p>
        ) : (
          <ul>
            {report.requestsDone.map((request) => (
              <li key={request.id}>{request.title}</li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}

function AuditChanges({ title, checks }: { title: string; checks: string[] }) {
  if (checks.length === 0) return null
  return (
    <>
      <h3>{title}</h3>
      <ul>
        {checks.map((check) => (
          <li key={check}>{check}</li>
        ))}
      </ul>
    </>
  )
}

function DraftEditor({ report, onSaved }: { report: Report; onSaved: () => void }) {
  const id = useId()
  const [roadmap, setRoadmap] = useState(report.roadmap)
  const { error, busy, run } = useApiWrite()

  function save(event: FormEvent) {
    event.preventDefault()
    void run(
      () => saveRoadmap(report.id, roadmap),
      () => {
        toast.success('Roadmap saved.')
        onSaved()
      },
    )
  }

  function publish() {
    void run(
      () => publishReport(report.id),
      () => {
        toast.success('Report published; the client is mailed a link.')
        onSaved()
      },
    )
  }

  return (
    <section className="card no-print" aria-labelledby={`${id}-editor`}>
      <h2 id={`${id}-editor`}>Write the roadmap</h2>
      <form className="form" onSubmit={save}>
        <TextField
          label="Roadmap (markdown)"
          value={roadmap}
          onChange={setRoadmap}
          rows={12}
          maxLength={10000}
          hint="Headings, lists, links and emphasis; raw HTML is shown as text."
        />
        <FormError id={`${id}-error`} error={error} />
        <div className="btn-row">
          <button type="submit" className="btn btn--secondary" aria-disabled={busy}>
            Save Roadmap
          </button>
          <button
            type="button"
            className="btn"
            disabled={roadmap !== report.roadmap}
            aria-disabled={busy}
            onClick={publish}
          >
            Publish Report
          </button>
        </div>
        {roadmap !== report.roadmap && <p className="field-hint">Save the roadmap before publishing.</p>}
      </form>
    </section>
  )
}
