import { useEffect, useId, useState } from 'react'
import { SiteVisits, NoVisitsYet } from '#app/common/site-visits/SiteVisits.tsx'
import { siteConfig } from '#app/site/config.ts'
import { loadStudioSiteVisits, type StudioSiteVisitsRead } from './dashboard-api'
import './studio-site-visits.css'

const turnOn =
  'To see this site’s own visitors and speed here, link it under care to your own account on the Clients ' +
  'page, then set STUDIO_ANALYTICS_KEY to the key its snippet shows and rebuild the site (docs/portal.md).'

/**
 * The studio's own site's visits on the Studio Overview (docs/portal.md#the-studios-own-site): the site
 * under care whose analytics key is STUDIO_ANALYTICS_KEY, this month so far beside last month. Without
 * the setting, the one sentence that says how to turn it on.
 */
export function StudioSiteVisits({ analyticsKey = siteConfig.studioAnalyticsKey }) {
  const headingId = useId()
  return (
    <section className="card studio-site-visits" aria-labelledby={headingId}>
      <h2 id={headingId} className="h3">
        This site’s visits and speed
      </h2>
      {analyticsKey ? (
        <LinkedSiteVisits analyticsKey={analyticsKey} />
      ) : (
        <p className="field-hint">{turnOn}</p>
      )}
    </section>
  )
}

function LinkedSiteVisits({ analyticsKey }: { analyticsKey: string }) {
  const [read, setRead] = useState<StudioSiteVisitsRead | null>(null)
  useEffect(() => {
    let current = true
    void loadStudioSiteVisits(analyticsKey).then((loaded) => current && setRead(loaded))
    return () => {
      current = false
    }
  }, [analyticsKey])

  if (!read) return <p aria-busy="true">Loading this site’s visits…</p>
  switch (read.kind) {
    case 'failed':
      return (
        <p className="status-error" role="alert">
          {read.sentence}
        </p>
      )
    case 'not-linked':
      return (
        <p className="field-hint">
          No site under care has the key STUDIO_ANALYTICS_KEY holds. Link this site under care on the Clients
          page and set the setting to the key its snippet shows.
        </p>
      )
    case 'never-visited':
      return (
        <NoVisitsYet
          hint={`${read.siteName}’s pages carry the snippet once the site is built with STUDIO_ANALYTICS_KEY set; the figures start with the first visit after that.`}
        />
      )
    case 'visits':
      return <SiteVisits visits={read.visits} level={3} />
  }
}
