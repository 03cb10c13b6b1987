import { certificateSentence, formatPercent } from '../shared/site-health'
import { loadSite, type Site } from './care-plan-api'
import { ReadStatus } from './ReadStatus'
import { ResponseChart } from './ResponseChart'
import { SiteStatusWord } from './StatusWord'
import { UptimeStrip } from './UptimeStrip'
import { formatMoment } from './format'
import { useApiRead } from './use-api'

/** One site under care: its status in a word, the last 30 days, the certificate and the latest audit. */
export function SiteCard({ site }: { site: Site }) {
  const { state } = useApiRead(() => loadSite(site.id), site.id)
  const headingId = `site-${site.id}`
  return (
    <section className="card site-card" aria-labelledby={headingId}>
      <div className="site-card__heading">
        <h3 id={headingId}>{site.name}</h3>
        <SiteStatusWord status={site.status} />
      </div>
      <p className="portal-url">{site.url}</p>
      <dl className="portal-facts">
        <div>
          <dt>Uptime, 30 days</dt>
          <dd>{site.uptime30d === null ? '—' : formatPercent(site.uptime30d)}</dd>
        </div>
        <div>
          <dt>Last check</dt>
          <dd>
            {site.lastCheckedAt
              ? `${formatMoment(site.lastCheckedAt)}${site.responseMs === null ? '' : `, ${site.responseMs} ms`}`
              : 'Not yet'}
          </dd>
        </div>
        <div>
          <dt>Certificate</dt>
          <dd>{certificateSentence(site.certificate)}</dd>
        </div>
        <div>
          <dt>Latest audit</dt>
          <dd>
            {site.latestAudit
              ? `${site.latestAudit.passed} of ${site.latestAudit.total} checks passed (${formatMoment(site.latestAudit.at)})`
              : 'Not audited yet.'}
          </dd>
        </div>
      </dl>
      <ReadStatus state={state} loading="Loading the last 30 days…">
        {(detail) => (
          <>
            <h4>Uptime, day by day</h4>
            <UptimeStrip days={detail.days} />
            <h4>Response time</h4>
            <ResponseChart days={detail.days} />
            {detail.incidents.length > 0 && (
              <>
                <h4>Outages</h4>
                <ul className="portal-list">
                  {detail.incidents.map((incident) => (
                    <li key={incident.startedAt}>
                      {formatMoment(incident.startedAt)} to{' '}
                      {incident.endedAt ? formatMoment(incident.endedAt) : 'now (still down)'}:{' '}
                      {incident.reason}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </ReadStatus>
    </section>
  )
}
