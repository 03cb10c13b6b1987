import type { Report } from './care-plan-api'

/** The audit checks the month's last audit failed, by name (docs/portal.md#monthly-reports). */
export function ReportFailingChecks({ audit }: { audit: Report['audit'] }) {
  if (!audit) return null
  return (
    <section aria-labelledby="report-failing">
      <h2 id="report-failing">Audit checks that fail</h2>
      {audit.failing.length === 0 ? (
        <p>None: the site passed all {audit.total} checks.</p>
      ) : (
        <>
          <p>
            {audit.failing.length} of {audit.total} checks failed in the month’s last audit:
          </p>
          <ul>
            {audit.failing.map((check) => (
              <li key={check}>{check}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
