import { Link } from 'react-router'
import { ContactForm } from '#app/features/contact/client/ContactForm.tsx'
import { pageMeta } from '#app/seo/page-meta.ts'
import { businessHours } from '#app/site/business.ts'
import { emailHref, phoneHref, siteConfig } from '#app/site/config.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import type { Route } from './+types/contact'

export default function Contact() {
  return (
    <div className="container page">
      <header className="page-header">
        <h1>Let’s talk about your website</h1>
        <p>
          New project, quick question or a site that’s giving you trouble: send a note and I’ll get back to
          you within one business day.
        </p>
      </header>
      <div className="split">
        <ContactForm />
        <aside className="card" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">Studio details</h2>
          <dl className="details">
            <dt>City</dt>
            <dd>{siteConfig.businessCity}</dd>
            <dt>Phone</dt>
            <dd>
              <a href={phoneHref}>{siteConfig.businessPhone}</a>
            </dd>
            <dt>Email</dt>
            <dd>
              <a href={emailHref}>{siteConfig.businessEmail}</a>
            </dd>
            <dt>Hours</dt>
            <dd>{businessHours}</dd>
          </dl>
          <p>
            How I handle your message: <Link to="/privacy-policy">Privacy Policy</Link> and{' '}
            <Link to="/terms-of-service">Terms of Service</Link>.
          </p>
        </aside>
      </div>
      <section className="section notice narrow" aria-labelledby="support-title">
        <h2 id="support-title">Already a client? Support is here</h2>
        <p>
          Email <a href={emailHref}>{siteConfig.businessEmail}</a> or call{' '}
          <a href={phoneHref}>{siteConfig.businessPhone}</a>.
        </p>
        <p>Support hours: {businessHours}. Requests sent after hours are first in line the next morning.</p>
      </section>
    </div>
  )
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/contact',
    title: 'Contact',
    description: `Contact ${siteConfig.siteName} about a new website, the Hands Free Plan or support. Phone, email and hours, ${businessHours}.`,
    keywords: ['contact web developer', 'website quote', 'website support'],
    kind: 'ContactPage',
  })

export const ErrorBoundary = RouteErrorBoundary
