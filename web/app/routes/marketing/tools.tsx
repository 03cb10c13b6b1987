import { Link } from 'react-router'
import { pageMeta } from '#app/seo/page-meta.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import { toolCatalogue } from '#app/site/tool-catalogue.ts'
import type { Route } from './+types/tools'

export default function ToolsIndex() {
  return (
    <div className="container page">
      <header className="page-header">
        <h1>Free tools for small businesses</h1>
        <p>
          Fourteen handy tools, free for anyone. The converters, calculators and QR generator run entirely in
          your browser, so your files and numbers never leave your device.
        </p>
      </header>
      <ul className="card-grid plain-list">
        {toolCatalogue.map((tool) => (
          <li className="card" key={tool.path}>
            <h2 className="h3">
              <Link to={tool.path}>{tool.name}</Link>
            </h2>
            <p>{tool.summary}</p>
          </li>
        ))}
      </ul>
      <section className="section narrow" aria-labelledby="more-title">
        <h2 id="more-title">Looking for something else?</h2>
        <ul>
          <li>
            Clients can keep track of household bills with the <Link to="/bcl">bills checklist</Link> after
            they <Link to="/login">log in</Link>.
          </li>
          <li>
            Stuck on a question? <Link to="/ask">Ask the assistant</Link>.
          </li>
          <li>
            Need a tool built just for your business? <Link to="/contact">Get in touch</Link>.
          </li>
        </ul>
      </section>
    </div>
  )
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/tools',
    title: 'Free Small Business Tools',
    description:
      'Fourteen free tools: QR codes, image and file converters, business calculators, name and tagline ideas, a website reviewer and more.',
    keywords: ['free business tools', 'QR code generator', 'profit margin calculator', 'image converter'],
    kind: 'CollectionPage',
  })

export const ErrorBoundary = RouteErrorBoundary
