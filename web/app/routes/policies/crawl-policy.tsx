import { Link } from 'react-router'
import { pageMeta } from '#app/seo/page-meta.ts'
import { emailHref, siteConfig } from '#app/site/config.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import type { Route } from './+types/crawl-policy'

export default function CrawlPolicy() {
  return (
    <article className="container page narrow prose">
      <header className="page-header">
        <h1>Crawler and AI Usage Policy</h1>
        <p>
          Search engines, researchers and AI tools are welcome here. We just ask that you give credit where
          it’s due.
        </p>
      </header>

      <h2>Crawling is allowed</h2>
      <p>
        Any crawler, search engine or AI system may crawl the public pages of {siteConfig.siteName}, as long
        as it follows our <a href="/robots.txt">robots.txt</a> file and the attribution rule below. The{' '}
        <a href="/sitemap.xml">sitemap</a> lists every public page.
      </p>

      <h2>Attribution is required</h2>
      <p>
        If you quote, summarise or answer questions using content from this site, name {siteConfig.siteName}{' '}
        as the source and link back to the page you used. That applies to search snippets, AI-generated
        answers and datasets alike.
      </p>

      <h2>Bots without attribution may be disallowed</h2>
      <p>
        Crawlers that hide who they are, ignore robots.txt, or reuse our content without credit may be blocked
        without notice, by user agent or by network.
      </p>

      <h2>Off-limits areas</h2>
      <p>
        The client area (dashboard, bills checklist and password reset) and everything under{' '}
        <code>/api/</code> are private. Please do not crawl, cache or train on them.
      </p>

      <h2>Be gentle</h2>
      <p>
        This is a small studio’s server. Identify your bot with a clear user agent and a contact address, and
        keep your request rate modest.
      </p>

      <h2>Questions</h2>
      <p>
        Want to use our content in a way not covered here? Email{' '}
        <a href={emailHref}>{siteConfig.businessEmail}</a> or use the <Link to="/contact">contact page</Link>.
      </p>
    </article>
  )
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/crawl-policy',
    title: 'Crawler and AI Usage Policy',
    description:
      'Crawling and AI use of this site are allowed with attribution. Bots that do not credit the source may be disallowed.',
    keywords: ['crawler policy', 'AI usage policy', 'robots', 'attribution'],
  })

export const ErrorBoundary = RouteErrorBoundary
