import { pageMeta } from '#app/seo/page-meta.ts'
import { siteConfig } from '#app/site/config.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import type { Route } from './+types/about'

const timeline = [
  {
    year: '2000',
    text: 'A hand-me-down computer, a dial-up connection and a first web page full of blinking text. The hook was set.',
  },
  {
    year: '2022',
    text: `Left the corporate desk job to build websites full time, starting with neighbours and friends around ${siteConfig.businessCity}.`,
  },
  {
    year: '2023',
    text: 'Launched the Hands Free Plan so small businesses could have a great website without the big up-front bill.',
  },
  {
    year: 'Today',
    text: 'Building fast, accessible sites and free tools for small businesses, and still answering the phone myself.',
  },
]

export default function About() {
  return (
    <div className="container page">
      <header className="page-header">
        <h1>About {siteConfig.siteName}</h1>
        <p>
          One developer, a lot of sweet tea, and a stubborn belief that small businesses deserve websites as
          good as the big guys have.
        </p>
      </header>
      <div className="split">
        <section aria-labelledby="bio-title">
          <h2 id="bio-title">Hi, I’m {siteConfig.ownerName}</h2>
          <p>
            I build websites and web apps for small businesses from {siteConfig.businessCity}. My clients are
            bakers, plumbers, farmers, realtors and shop owners: people who are great at what they do and
            would rather not spend their evenings wrestling a website builder.
          </p>
          <p>
            I keep things simple. You get one person who knows your site inside out, answers when you call and
            explains things without the jargon. Behind the scenes I sweat the details you shouldn’t have to:
            page speed, search visibility, accessibility and security.
          </p>
          <p>
            When I’m not writing code you’ll find me at the farmers market, tinkering with the free tools on
            this site, or arguing about the correct way to butter a biscuit.
          </p>
          <p>
            <a className="btn" href={siteConfig.developerSiteUrl} target="_blank" rel="noopener">
              Visit my developer site<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </section>
        <section aria-labelledby="timeline-title">
          <h2 id="timeline-title">The road so far</h2>
          <ol className="timeline">
            {timeline.map((entry) => (
              <li key={entry.year}>
                <h3>{entry.year}</h3>
                <p>{entry.text}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  )
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/about',
    title: 'About the Studio',
    description: `Meet ${siteConfig.ownerName}, the developer behind ${siteConfig.siteName}, building affordable websites for small businesses since 2022.`,
    keywords: ['about', 'web developer', 'small business web design', siteConfig.businessCity],
    kind: 'AboutPage',
  })

export const ErrorBoundary = RouteErrorBoundary
