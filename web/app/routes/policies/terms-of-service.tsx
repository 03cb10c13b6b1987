import { Link } from 'react-router'
import { pageMeta } from '#app/seo/page-meta.ts'
import { planName, planPricePerMonth, policiesEffectiveDate } from '#app/site/business.ts'
import { emailHref, siteConfig } from '#app/site/config.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import type { Route } from './+types/terms-of-service'

export default function TermsOfService() {
  return (
    <article className="container page narrow prose">
      <header className="page-header">
        <h1>Terms of Service</h1>
        <p>Effective {policiesEffectiveDate}</p>
      </header>
      <p>
        These terms apply to the {siteConfig.siteName} website, its free tools and its paid services. By using
        them you agree to these terms. If you do not agree, please do not use the site.
      </p>

      <h2>Who may use the services</h2>
      <p>
        You must be at least 18 years old to create an account or buy a service. If you sign up on behalf of a
        business, you confirm you may bind that business to these terms.
      </p>

      <h2>The {planName}</h2>
      <p>
        The {planName} costs ${planPricePerMonth} per month and covers custom design, hosting, domain
        management, SSL and backups, unlimited update requests, a monthly analytics review with a roadmap, and
        technical SEO, schema markup and accessibility work. Any project outside the plan is quoted separately
        before work starts.
      </p>

      <h2>Payments, renewal and cancellation</h2>
      <ul>
        <li>Payments are made by card through a card payment provider.</li>
        <li>Subscriptions renew automatically each billing period until you cancel.</li>
        <li>
          You may cancel at any time. Cancellation takes effect at the end of the current billing period; the
          service keeps running until then and that period is not refunded.
        </li>
      </ul>

      <h2>Free tools</h2>
      <p>
        The free tools are offered as they are, without warranty. Calculator results are estimates to help you
        think, not financial, tax or legal advice. Please do not use the tools for anything unlawful or to
        overload the site.
      </p>

      <h2>Your content</h2>
      <p>
        You keep ownership of the text, images and data you give us. You grant us permission to use them only
        to build and run your website and the services you asked for.
      </p>

      <h2>Limitation of liability</h2>
      <p>
        To the extent the law allows, our total liability for any claim related to the site or the services is
        limited to the amount you paid us in the 3 months before the claim arose. We are not liable for
        indirect or consequential losses such as lost profits or data.
      </p>

      <h2>Governing law</h2>
      <p>These terms are governed by the laws of the State of Georgia, United States.</p>

      <h2>Changes and contact</h2>
      <p>
        We may update these terms; the new version will be posted here with a new effective date. Questions:
        email <a href={emailHref}>{siteConfig.businessEmail}</a> or use the{' '}
        <Link to="/contact">contact page</Link>.
      </p>
    </article>
  )
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/terms-of-service',
    title: 'Terms of Service',
    description:
      'The terms for the website, free tools and the Hands Free Plan: payments, automatic renewal, cancellation, liability and Georgia law.',
    keywords: ['terms of service', 'subscription terms', 'Hands Free Plan'],
  })

export const ErrorBoundary = RouteErrorBoundary
