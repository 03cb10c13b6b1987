import { Link } from 'react-router'
import { emailHref, phoneHref, siteConfig, socialProfiles } from './config'

export function SiteFooter() {
  const year = new Date().getFullYear()
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav aria-label="Footer" className="site-footer__links">
          <ul>
            <li>
              <Link to="/contact">Support</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms-of-service">Terms of Service</Link>
            </li>
            <li>
              <Link to="/crawl-policy">Crawler and AI Usage Policy</Link>
            </li>
          </ul>
        </nav>
        <address className="site-footer__contact">
          {siteConfig.businessCity} · <a href={phoneHref}>{siteConfig.businessPhone}</a>
        </address>
        <ul className="site-footer__social" aria-label="Elsewhere">
          <li>
            <a href={siteConfig.developerSiteUrl} target="_blank" rel="noopener">
              Developer site<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <a href={emailHref}>Email</a>
          </li>
          {socialProfiles.map(({ url, label }) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener me">
                {label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="site-footer__copyright">
          © {year} {siteConfig.siteName}. Built by {siteConfig.ownerName}.
        </p>
      </div>
    </footer>
  )
}
