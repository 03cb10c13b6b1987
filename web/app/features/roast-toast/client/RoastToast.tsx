import { useId, useState, type FormEvent } from 'react'
import * as toolsApi from '@studio/api/contract/roast-toast'
import type { RoastAudit } from '@studio/api/contract/roast-toast'
import { siteConfig } from '#app/site/config.ts'
import { toast } from '#app/common/ui/toast.ts'
import '#app/common/server-tools/server-tools.css'
import { JobStatus } from '#app/common/server-tools/JobStatus.tsx'
import { ToolError } from '#app/common/server-tools/ToolError.tsx'
import { useToolCall } from '#app/common/server-tools/use-tool-call.ts'
import { TextField } from '#app/common/ui/TextField.tsx'

function formatLoadTime(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(2)} s`
}

/** A URL form and the audit of what one fetch of that page shows (docs/product.md#roast-and-toast). */
export function RoastToast() {
  const [url, setUrl] = useState('')
  const [audit, setAudit] = useState<RoastAudit | null>(null)
  const {
    busy: auditing,
    error,
    run,
    progress,
    cancel,
  } = useToolCall(toolsApi.roastToast, {
    success: 'Roast & Toast complete!',
    unreadable: 'Invalid server response. Please try again later.',
  })
  const id = useId()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!url.trim()) {
      toast.info('Please enter a URL to roast & toast.')
      return
    }
    const result = await run({ url: url.trim() })
    if (result) setAudit(result)
  }

  return (
    <>
      <form className="form card" onSubmit={submit} noValidate aria-busy={auditing}>
        <TextField
          label="Website address"
          name="url"
          type="url"
          required
          inputMode="url"
          autoComplete="url"
          placeholder="https://example.com"
          value={url}
          onChange={setUrl}
        />
        <ToolError message={error} />
        <div>
          <button className="btn" type="submit" disabled={auditing}>
            {auditing ? 'Roasting...' : 'Roast & Toast'}
          </button>
        </div>
        <JobStatus busy={auditing} progress={progress} onCancel={cancel} />
      </form>
      <div aria-live="polite">
        {audit ? (
          <section className="tool-result" aria-labelledby={`${id}-results`}>
            <h2 id={`${id}-results`} className="visually-hidden">
              Results
            </h2>
            <p>
              <strong>Load time:</strong> {formatLoadTime(audit.loadTime)}
            </p>
            <div className="card-grid">
              <div className="card">
                <h3>🔥 Roasts</h3>
                {audit.roast.length ? (
                  <ul className="verdict-list">
                    {audit.roast.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : (
                  <p>Nothing to roast. Well, butter my biscuit.</p>
                )}
              </div>
              <div className="card">
                <h3>🥂 Toasts</h3>
                <ul className="verdict-list">
                  {audit.toast.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            </div>
            <div className="result-card tool-result">
              <h3>Recommendation</h3>
              <p>{audit.recommendation}</p>
            </div>
          </section>
        ) : null}
      </div>
      <p className="notice tool-result">
        Want the roasts fixed for you?{' '}
        <a href={siteConfig.developerSiteUrl} target="_blank" rel="noopener noreferrer">
          Upgrade your site with {siteConfig.ownerName}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </>
  )
}
