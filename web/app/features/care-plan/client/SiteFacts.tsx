import { formatStudioTime } from '@studio/api/contract/studio-time'
import { certificateSentence, formatPercent, lastCheckWords } from '../shared/site-health'
import type { Site } from './care-plan-api'

/** A site's figures in words: uptime over 30 days, the last check, the certificate, the latest audit. */
export function SiteFacts({ site }: { site: Site }) {
  return (
    <dl className="portal-facts">
      <div>
        <dt>Uptime, 30 days</dt>
        <dd>{site.uptime30d === null ? '—' : formatPercent(site.uptime30d)}</dd>
      </div>
      <div>
        <dt>Last check</dt>
        <dd>{lastCheckWords(site)}</dd>
      </div>
      <div>
        <dt>Certificate</dt>
        <dd>{certificateSentence(site.certificate)}</dd>
      </div>
      <div>
        <dt>Latest audit</dt>
        <dd>
          {site.latestAudit
            ? `${site.latestAudit.passed} of ${site.latestAudit.total} checks passed (${formatStudioTime(site.latestAudit.at)})`
            : 'Not audited yet.'}
        </dd>
      </div>
    </dl>
  )
}
