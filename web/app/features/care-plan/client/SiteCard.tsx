import { loadSite, type Site } from './care-plan-api'
import { ReadStatus } from './ReadStatus'
import { SiteFacts } from './SiteFacts'
import { SiteHistory } from './SiteHistory'
import { SiteStatusWord } from './StatusWord'
import { useApiRead } from '#app/common/api-state/use-api.ts'

/** One site under care: its status in a word, the last 30 days, the certificate and the latest audit. */
export function SiteCard({ site }: { site: Site }) {
  const { state } = useApiRead(() => loadSite(site.id), site.id)
  const headingId = `site-${site.id}`
  return (
    <section className="card site-card" aria-labelledby={headingId}>
      <div className="site-card__heading">
        <h3 id={headingId}>{site.name}</h3>
        <SiteStatusWord site={site} />
      </div>
      <p className="portal-url">{site.url}</p>
      <SiteFacts site={site} />
      <ReadStatus state={state} loading="Loading the last 30 days…">
        {(detail) => <SiteHistory detail={detail} level={4} />}
      </ReadStatus>
    </section>
  )
}
