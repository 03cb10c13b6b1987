import { formatStudioTime } from '@studio/api/contract/studio-time'
import type { SiteDetail } from './care-plan-api'
import { ResponseChart } from './ResponseChart'
import { UptimeStrip } from './UptimeStrip'

/**
 * A site's last 30 days: the uptime strip, the response chart and the outages, each under a heading of
 * `level` (h4 inside a site's card on the dashboard, h2 on the site's own page).
 */
export function SiteHistory({ detail, level }: { detail: SiteDetail; level: 2 | 4 }) {
  const Heading = level === 2 ? 'h2' : 'h4'
  return (
    <>
      <Heading>Uptime, day by day</Heading>
      <UptimeStrip days={detail.days} />
      <Heading>Response time</Heading>
      <ResponseChart days={detail.days} lastCheckMs={detail.site.responseMs} />
      {detail.incidents.length > 0 && (
        <>
          <Heading>Outages</Heading>
          <ul className="portal-list">
            {detail.incidents.map((incident) => (
              <li key={incident.startedAt}>
                {formatStudioTime(incident.startedAt)} to{' '}
                {incident.endedAt ? formatStudioTime(incident.endedAt) : 'now (still down)'}:{' '}
                {incident.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}
