import { useId, useRef } from 'react'
import { analyticsSnippet } from '@studio/api/contract/site-analytics'
import { toast } from '#app/common/ui/toast.ts'
import { siteConfig } from '#app/site/config.ts'
import type { Site } from './care-plan-api'
import { LastVisitWords } from './LastVisitWords'
import './site-analytics.css'

/**
 * The one line the studio pastes into a site's pages (docs/portal.md#visits-and-speed), read-only with a
 * Copy button, and whether the site has been heard from yet. Where the browser refuses the clipboard
 * (a page served over plain http, a denied permission), the line is selected for Ctrl+C instead.
 */
export function AnalyticsSnippet({ site }: { site: Site }) {
  const id = useId()
  const box = useRef<HTMLTextAreaElement>(null)
  const line = analyticsSnippet(siteConfig.publicUrl, site.analyticsKey)

  async function copy() {
    const copied = await writeToClipboard(line).catch(() => selectAndCopy(box.current))
    if (copied) toast.success(`Copied. Paste it into the <head> of every page of ${site.name}.`)
    else
      toast.warning(
        'Your browser did not allow copying: the line is selected, so press Ctrl+C (⌘C on a Mac).',
      )
  }

  return (
    <div className="analytics-snippet">
      <label htmlFor={`${id}-line`} className="analytics-snippet__label">
        Analytics snippet for {site.name}
      </label>
      <div className="analytics-snippet__row">
        <textarea
          id={`${id}-line`}
          ref={box}
          className="analytics-snippet__code"
          readOnly
          rows={2}
          spellCheck={false}
          value={line}
          aria-describedby={`${id}-seen`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn btn--secondary" onClick={() => void copy()}>
          Copy<span className="visually-hidden"> the snippet for {site.name}</span>
        </button>
      </div>
      <p id={`${id}-seen`} className="portal-when">
        <LastVisitWords lastVisitAt={site.lastVisitAt} />
      </p>
    </div>
  )
}

async function writeToClipboard(text: string): Promise<true> {
  // Undefined outside a secure context (http on another host than localhost): the fallback below.
  if (!navigator.clipboard) throw new Error('No clipboard API')
  await navigator.clipboard.writeText(text)
  return true
}

/** Selects the line in its box, and copies the selection the older way; false when that is refused too. */
function selectAndCopy(box: HTMLTextAreaElement | null): boolean {
  if (!box) return false
  box.focus()
  box.select()
  try {
    return document.execCommand('copy')
  } catch {
    return false
  }
}
