import { loadVisitsBeside } from '#app/common/site-visits/site-visits-api.ts'
import { NoVisitsYet, SiteVisits } from '#app/common/site-visits/SiteVisits.tsx'
import type { Site } from './care-plan-api'
import { ReadStatus } from './ReadStatus'
import { useApiRead } from '#app/common/api-state/use-api.ts'
import './site-analytics.css'

const snippetMissing =
  'The studio adds a one-line snippet to the pages of your site; its figures start with the first visit ' +
  'after that. If you expected them by now, ask for it in an update request below.'

/**
 * The client's sites' visits and speed (docs/portal.md#what-clients-see): per site, this month so far
 * beside last month, in a card of its own.
 */
export function SitesVisits({ sites }: { sites: Site[] }) {
  return (
    <section className="site-visits-section" aria-labelledby="care-plan-visits">
      <h2 id="care-plan-visits">Visits and speed</h2>
      <div className="site-visits-cards">
        {sites.map((site) => (
          <SiteVisitsCard key={site.id} site={site} />
        ))}
      </div>
    </section>
  )
}

function SiteVisitsCard({ site }: { site: Site }) {
  return (
    // Not a landmark of its own: the site's card above is the region named after the site.
    <section className="card">
      <h3>{site.name}</h3>
      {site.lastVisitAt === null ? <NoVisitsYet hint={snippetMissing} /> : <LoadedVisits siteId={site.id} />}
    </section>
  )
}

function LoadedVisits({ siteId }: { siteId: number }) {
  const { state } = useApiRead(() => loadVisitsBeside(siteId), siteId)
  return (
    <ReadStatus state={state} loading="Loading the visits…">
      {(visits) => <SiteVisits visits={visits} />}
    </ReadStatus>
  )
}
