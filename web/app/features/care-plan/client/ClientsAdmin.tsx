import { toast } from '#app/common/ui/toast.ts'
import { failureSentence } from '#app/api-client/failure-sentence.ts'
import { certificateSentence, formatPercent, statusWords } from '../shared/site-health'
import { AnalyticsSnippet } from './AnalyticsSnippet'
import { checkSiteNow, listSites, removeSite, type Site } from './care-plan-api'
import { LinkSiteForm } from './LinkSiteForm'
import { MilestoneEditor } from './MilestoneEditor'
import { ReadStatus } from './ReadStatus'
import { SiteStatusWord } from './StatusWord'
import { formatMoment } from './format'
import { unreachable, useApiRead } from './use-api'

/**
 * The admin's Clients view (docs/portal.md#link-a-site): every client with a site under care, their sites
 * (check now, remove) and their milestones; a form links a new site to any client account.
 */
export function ClientsAdmin() {
  const { state, reload } = useApiRead(listSites)
  return (
    <>
      <section className="card">
        <LinkSiteForm onLinked={reload} />
      </section>
      <ReadStatus state={state} loading="Loading the sites under care…">
        {({ sites }) =>
          sites.length === 0 ? (
            <p className="field-hint">No sites under care yet. Link the first one above.</p>
          ) : (
            byClient(sites).map(([client, clientSites]) => (
              <section key={client} className="card client-card" aria-labelledby={`client-${client}`}>
                <h2 id={`client-${client}`} className="h3">
                  {client}
                </h2>
                <ul className="portal-list">
                  {clientSites.map((site) => (
                    <SiteRow key={site.id} site={site} onChanged={reload} />
                  ))}
                </ul>
                <details>
                  <summary>Milestones</summary>
                  <MilestoneEditor client={client} />
                </details>
              </section>
            ))
          )
        }
      </ReadStatus>
    </>
  )
}

function byClient(sites: Site[]): [string, Site[]][] {
  const groups = new Map<string, Site[]>()
  for (const site of sites) groups.set(site.client, [...(groups.get(site.client) ?? []), site])
  return [...groups].sort(([a], [b]) => a.localeCompare(b))
}

function SiteRow({ site, onChanged }: { site: Site; onChanged: () => void }) {
  async function checkNow() {
    toast.info(`Checking ${site.name}…`)
    const reply = await checkSiteNow(site.id)
    if (!reply.ok) return toast.error(failureSentence(reply, unreachable))
    toast.success(`${site.name} checked: ${statusWords[reply.data.site.status]}.`)
    onChanged()
  }

  async function remove() {
    if (!window.confirm(`Remove ${site.name}? Its checks, outages and reports are deleted too.`)) return
    const reply = await removeSite(site.id)
    if (!reply.ok) return toast.error(failureSentence(reply, unreachable))
    toast.success(`${site.name} removed.`)
    onChanged()
  }

  return (
    <li className="portal-list__row admin-site">
      <div>
        <strong>{site.name}</strong> <SiteStatusWord status={site.status} />
        <span className="portal-url">{site.url}</span>
        <span className="portal-when">
          {site.lastCheckedAt ? `checked ${formatMoment(site.lastCheckedAt)}` : 'not checked yet'}
          {site.uptime30d === null ? '' : ` · ${formatPercent(site.uptime30d)} up over 30 days`} ·{' '}
          {certificateSentence(site.certificate)}
        </span>
      </div>
      <div className="btn-row">
        <button type="button" className="btn btn--secondary" onClick={() => void checkNow()}>
          Check Now<span className="visually-hidden"> {site.name}</span>
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => void remove()}>
          Remove<span className="visually-hidden"> {site.name}</span>
        </button>
      </div>
      <AnalyticsSnippet site={site} />
    </li>
  )
}
