import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { sitePagePath } from '@studio/api/contract/portal-work'
import { toast } from '#app/common/ui/toast.ts'
import { failureSentence } from '#app/api-client/failure-sentence.ts'
import { certificateSentence, formatPercent, lastCheckWords } from '../shared/site-health'
import { AnalyticsSnippet } from './AnalyticsSnippet'
import { listClients, listSites, removeSite, type Site } from './care-plan-api'
import { CheckNowButton } from './CheckNowButton'
import { LinkSiteForm } from './LinkSiteForm'
import { MilestoneEditor } from './MilestoneEditor'
import { ReadStatus } from './ReadStatus'
import { SiteStatusWord } from './StatusWord'
import { unreachable, useApiRead } from '#app/common/api-state/use-api.ts'

/**
 * The admin's Clients view (docs/portal.md#link-a-site): every client account, with a site under care or
 * not yet, their sites (each opening its own page; check now, remove) and their milestones; a form links a
 * new site to any client account.
 */
export function ClientsAdmin() {
  const clients = useApiRead(listClients)
  const sites = useApiRead(listSites)
  const reload = () => {
    clients.reload()
    sites.reload()
  }
  return (
    <>
      <section className="card">
        <LinkSiteForm onLinked={reload} />
      </section>
      <ReadStatus state={clients.state} loading="Loading the client accounts…">
        {({ clients: accounts }) => (
          <ReadStatus state={sites.state} loading="Loading the sites under care…">
            {({ sites: allSites }) => (
              <>
                {accounts.length === 0 ? (
                  <p className="field-hint">
                    No client accounts yet: a client registers at /register, or you add one with npm run
                    user:add.
                  </p>
                ) : (
                  accounts.map(({ username }) => (
                    <ClientCard
                      key={username}
                      client={username}
                      sites={allSites.filter((site) => site.client === username)}
                      onChanged={reload}
                    />
                  ))
                )}
                <StudioSites sites={allSites} clients={accounts} onChanged={reload} />
              </>
            )}
          </ReadStatus>
        )}
      </ReadStatus>
    </>
  )
}

/**
 * The sites linked to an admin's own account: the studio's own site, whose analytics key goes into
 * STUDIO_ANALYTICS_KEY (docs/portal.md#the-studios-own-site). No milestones: it is nobody's project.
 */
function StudioSites({
  sites,
  clients,
  onChanged,
}: {
  sites: Site[]
  clients: { username: string }[]
  onChanged: () => void
}) {
  const clientNames = new Set(clients.map((account) => account.username))
  const own = sites.filter((site) => !clientNames.has(site.client))
  if (own.length === 0) return null
  return <ClientCard client="The studio’s own sites" sites={own} onChanged={onChanged} milestones={false} />
}

function ClientCard({
  client,
  sites,
  onChanged,
  milestones = true,
}: {
  client: string
  sites: Site[]
  onChanged: () => void
  milestones?: boolean
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const headingId = `client-${client.replace(/\W/g, '-')}`
  return (
    <section className="card client-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="h3" ref={headingRef} tabIndex={-1}>
        {client}
      </h2>
      {sites.length === 0 ? (
        <p className="field-hint">No site under care yet.</p>
      ) : (
        <ul className="portal-list">
          {sites.map((site) => (
            <SiteRow
              key={site.id}
              site={site}
              onChanged={onChanged}
              // The row goes once the site is removed: focus waits on the client's heading, not on <body>.
              onRemoved={() => headingRef.current?.focus()}
            />
          ))}
        </ul>
      )}
      {milestones && <MilestonesDisclosure client={client} />}
    </section>
  )
}

/** A client's milestones, read from the API once first opened (not for every client on the page's load). */
function MilestonesDisclosure({ client }: { client: string }) {
  const [opened, setOpened] = useState(false)
  return (
    <details onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>Milestones</summary>
      {opened && <MilestoneEditor client={client} />}
    </details>
  )
}

function SiteRow({
  site,
  onChanged,
  onRemoved,
}: {
  site: Site
  onChanged: () => void
  onRemoved: () => void
}) {
  async function remove() {
    if (!window.confirm(`Remove ${site.name}? Its checks, outages and reports are deleted too.`)) return
    const reply = await removeSite(site.id)
    if (!reply.ok) return toast.error(failureSentence(reply, unreachable))
    onRemoved()
    toast.success(`${site.name} removed.`)
    onChanged()
  }

  return (
    <li className="portal-list__row admin-site">
      <div>
        <Link to={sitePagePath(site.id)} className="admin-site__name">
          {site.name}
        </Link>{' '}
        <SiteStatusWord site={site} />
        <span className="portal-url">{site.url}</span>
        <span className="portal-when">
          Last check: {lastCheckWords(site)}
          {site.uptime30d === null ? '' : ` · ${formatPercent(site.uptime30d)} up over 30 days`} ·{' '}
          {certificateSentence(site.certificate)}
        </span>
      </div>
      <div className="btn-row">
        <CheckNowButton site={site} onChecked={onChanged} />
        <button type="button" className="btn btn--secondary" onClick={() => void remove()}>
          Remove<span className="visually-hidden"> {site.name}</span>
        </button>
      </div>
      <AnalyticsSnippet site={site} />
    </li>
  )
}
