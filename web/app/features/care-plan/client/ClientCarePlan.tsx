import { useState } from 'react'
import { listReports, listRequests, listSites, loadOwnMilestones } from './care-plan-api'
import { MilestoneTimeline } from './MilestoneTimeline'
import { ReadCard, ReadStatus } from './ReadStatus'
import { ReportList } from './ReportList'
import { RequestForm } from './RequestForm'
import { RequestList } from './RequestList'
import { SiteCard } from './SiteCard'
import { SitesVisits } from './SitesVisits'
import { useApiRead } from '#app/common/api-state/use-api.ts'

/**
 * What a client on the care plan sees (docs/portal.md#what-clients-see): their sites watched, the project's
 * milestones, their update requests with a form for a new one, and their monthly reports.
 */
export function ClientCarePlan() {
  const sites = useApiRead(listSites)
  const milestones = useApiRead(loadOwnMilestones)
  const requests = useApiRead(listRequests)
  const reports = useApiRead(listReports)
  // The request just filed: its link takes focus once the list shows it (the form's button keeps it till then).
  const [filedId, setFiledId] = useState<number | null>(null)
  return (
    <div className="care-plan">
      <section aria-labelledby="care-plan-sites">
        <h2 id="care-plan-sites">Your sites</h2>
        <ReadStatus state={sites.state} loading="Loading your sites…">
          {({ sites: list }) =>
            list.length === 0 ? (
              <p className="field-hint">No sites are linked to your account yet; the studio adds them.</p>
            ) : (
              <div className="site-cards">
                {list.map((site) => (
                  <SiteCard key={site.id} site={site} />
                ))}
              </div>
            )
          }
        </ReadStatus>
      </section>
      {sites.state.phase === 'ready' && sites.state.data.sites.length > 0 && (
        <SitesVisits sites={sites.state.data.sites} />
      )}

      <div className="card-grid dashboard-grid">
        <ReadCard title="Your project" state={milestones.state} loading="Loading your milestones…">
          {(data) => <MilestoneTimeline milestones={data.milestones} />}
        </ReadCard>
        <ReadCard title="Monthly reports" state={reports.state} loading="Loading your reports…">
          {(data) =>
            data.reports.length === 0 ? (
              <p className="field-hint">Your first report comes after your first full month on the plan.</p>
            ) : (
              <ReportList reports={data.reports} />
            )
          }
        </ReadCard>
      </div>

      <section className="card" aria-labelledby="care-plan-requests">
        <h2 id="care-plan-requests" className="h3">
          Update requests
        </h2>
        <ReadStatus state={requests.state} loading="Loading your requests…">
          {(data) =>
            data.requests.length === 0 ? (
              <p className="field-hint">No requests yet.</p>
            ) : (
              <RequestList requests={data.requests} focusId={filedId} />
            )
          }
        </ReadStatus>
        <h3>Ask for an update</h3>
        <RequestForm
          sites={sites.state.phase === 'ready' ? sites.state.data.sites : []}
          onFiled={(request) => {
            setFiledId(request.id)
            requests.reload()
          }}
        />
      </section>
    </div>
  )
}
