import { siteConfig } from '#app/site/config.ts'

/**
 * The studio's letterhead on a printed report (docs/portal.md#monthly-reports): its logo, name and how to
 * reach it, from the public settings. Shown in print only; on screen the site's header says who it is.
 */
export function ReportLetterhead() {
  return (
    <div className="report-letterhead">
      {/* The logo beside the name it stands for: decorative, so read once. */}
      <img src="/favicon.svg" alt="" width={40} height={40} />
      <div>
        <p>
          <strong>{siteConfig.siteName}</strong>
        </p>
        <p>
          {siteConfig.businessPhone} · {siteConfig.businessEmail} ·{' '}
          {siteConfig.publicUrl.replace(/^https?:\/\//, '')}
        </p>
      </div>
    </div>
  )
}
