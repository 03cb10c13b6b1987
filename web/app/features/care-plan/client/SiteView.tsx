import { loadSite } from './care-plan-api'
import { CheckNowButton } from './CheckNowButton'
import { PageRead } from './PageRead'
import { SiteFacts } from './SiteFacts'
import { SiteHistory } from './SiteHistory'
import { SiteStatusWord } from './StatusWord'
import { useApiRead } from '#app/common/api-state/use-api.ts'

/**
 * One site's own page (`/dashboard/sites/:id`): what its client sees of it on the dashboard, for its client
 * and the studio alike: the status in a word, the figures, the last 30 days and the outages; the studio
 * also gets Check Now.
 */
export function SiteView({ siteId, isAdmin }: { siteId: number; isAdmin: boolean }) {
  const { state, reload } = useApiRead(() => loadSite(siteId), siteId)
  return (
    <PageRead thing="site" state={state} loading="Loading the site…">
      {(detail) => (
        <>
          <header className="page-header">
            <h1>{detail.site.name}</h1>
            <p>
              <SiteStatusWord site={detail.site} />{' '}
              {isAdmin && <span className="portal-when">{detail.site.client}’s site</span>}
            </p>
            <p className="portal-url">{detail.site.url}</p>
            {isAdmin && <CheckNowButton site={detail.site} onChecked={reload} />}
          </header>
          <section className="card site-card" aria-label={`${detail.site.name}, the last 30 days`}>
            <SiteFacts site={detail.site} />
            <SiteHistory detail={detail} level={2} />
          </section>
        </>
      )}
    </PageRead>
  )
}
