import { Link } from 'react-router'
import { pageMeta } from '#app/seo/page-meta.ts'
import { planName, policiesEffectiveDate } from '#app/site/business.ts'
import { emailHref, siteConfig } from '#app/site/config.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import type { Route } from './+types/privacy-policy'

export default function PrivacyPolicy() {
  return (
    <article className="container page narrow prose">
      <header className="page-header">
        <h1>Privacy Policy</h1>
        <p>Effective {policiesEffectiveDate}</p>
      </header>
      <p>
        {siteConfig.siteName} is run by {siteConfig.ownerName} in {siteConfig.businessCity}. This policy
        explains what information the site collects, why, and what choices you have. The short version: we
        collect as little as we can and we never sell it.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Contact messages:</strong> the name, email address and message you send through the contact
          form.
        </li>
        <li>
          <strong>Client accounts:</strong> your username, email address and a securely hashed password. We
          never store your password itself.
        </li>
        <li>
          <strong>Tool requests:</strong> questions you ask the assistant, website addresses you submit for a
          Roast &amp; Toast review, and the keywords or descriptions you give the name and tagline generators.
        </li>
        <li>
          <strong>Visit statistics:</strong> which pages are read, where visitors came from and how fast the
          pages were for them, collected without cookies and without keeping anyone’s address (see{' '}
          <a href="#visit-statistics">Visit statistics</a> below). No advertising trackers, no third-party
          analytics.
        </li>
        <li>
          <strong>Location for weather:</strong> only if you allow it, your approximate location is used to
          fetch the forecast and is not stored.
        </li>
      </ul>

      <h2 id="visit-statistics">Visit statistics</h2>
      <p>
        This site, and the websites of the clients we look after on the {planName}, carry a small script of
        our own that tells us how the site is used, so we can review it with its owner each month. For each
        page viewed we keep:
      </p>
      <ul>
        <li>
          the page’s address without its query string, except the campaign tags <code>utm_source</code>,{' '}
          <code>utm_medium</code> and <code>utm_campaign</code>;
        </li>
        <li>the name of the site that linked to the page (its host alone, not the page);</li>
        <li>the kind of device (phone, tablet or desktop), judged from the width of the browser window;</li>
        <li>the browser’s and the operating system’s family, such as Chrome or iOS, without versions;</li>
        <li>
          the country, looked up from your network address in a table on our own server; the address is then
          forgotten;
        </li>
        <li>
          how quickly the page showed its content, answered a tap and kept still (Google’s Core Web Vitals:
          LCP, INP and CLS).
        </li>
      </ul>
      <p>
        To count visitors without knowing who they are, our server stores each page view with a one-way hash
        of a secret that changes every day, the site, your network address and your browser’s User-Agent. The
        secret is deleted at midnight (New York time), so your visits on different days cannot be linked, and
        nobody, us included, can turn the hash back into an address.
      </p>
      <p>What it never does:</p>
      <ul>
        <li>
          set a cookie, or store anything on your device (no local storage, session storage or IndexedDB);
        </li>
        <li>leave your network address or your browser’s User-Agent on our server;</li>
        <li>send anything when your browser asks for Global Privacy Control: it then stays silent;</li>
        <li>follow you from one site to another, or share what it collects with advertisers.</li>
      </ul>
      <p>
        Search engine crawlers are not counted. Each page view is kept for 400 days; after that only the daily
        totals remain (visitors, pages, sources, devices, browsers and countries, per site). A site’s owner
        sees those totals, never a single visitor.
      </p>

      <h2>What stays on your device</h2>
      <p>
        The image converter, file converter, QR code generator and every calculator run entirely in your
        browser. Files and numbers you use there are never uploaded. When you log in, a sign-in token is kept
        in your browser’s local storage until you log out.
      </p>

      <h2>How we use it</h2>
      <p>
        To answer your messages, run your account and the services you pay for, improve the tools, and keep
        the site secure. We share information only with the providers that help us do that (hosting, email
        delivery, and the card payment provider) or when the law requires it.
      </p>

      <h2>Payments</h2>
      <p>
        Subscription payments are handled by a card payment provider. Your card details go straight to them;
        we never see or store your full card number.
      </p>

      <h2>Children</h2>
      <p>
        This site is not meant for children. We do not knowingly collect information from children under 13,
        or under 16 where local law sets that age. If you believe a child has sent us information, contact us
        and we will delete it.
      </p>

      <h2>Keeping and deleting your information</h2>
      <p>
        We keep information only as long as we need it for the purposes above. You may ask to see, correct or
        delete your information at any time.
      </p>

      <h2>Changes and contact</h2>
      <p>
        If this policy changes, the new version will be posted here with a new effective date. Questions or
        requests: email <a href={emailHref}>{siteConfig.businessEmail}</a>, call {siteConfig.businessPhone},
        or use the <Link to="/contact">contact page</Link>.
      </p>
    </article>
  )
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description:
      'What information the studio collects, why, how long it is kept, and your choices. Browser tools run locally and upload nothing.',
    keywords: ['privacy policy', 'data protection', 'cookies', 'cookieless analytics'],
  })

export const ErrorBoundary = RouteErrorBoundary
