import { Link, useParams } from 'react-router'
import { pageMeta } from '#app/seo/page-meta.ts'
import { planName, planPricePerMonth } from '#app/site/business.ts'
import { emailHref, siteConfig } from '#app/site/config.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import type { Route } from './+types/home'

const planInclusions = [
  'Custom design, made for your business (no recycled templates)',
  'Hosting and domain management',
  'SSL certificate and regular backups',
  'Unlimited update requests',
  'A monthly analytics review with a plain-English roadmap',
  'Technical SEO, schema markup and accessibility',
]

const partners = [
  'Red Hills Feed & Seed',
  'Magnolia Street Bakery',
  'Pebble Creek Plumbing',
  'Tall Pines Realty',
]

const services = [
  {
    name: 'Custom web applications',
    text: 'Booking forms, client portals, order tools: software shaped around how you already work, not the other way around.',
  },
  {
    name: 'Technical SEO and web vitals',
    text: 'Fast pages, clean markup and structured data, so search engines understand you and phones load you in a blink.',
  },
  {
    name: 'Design systems and prototyping',
    text: 'Clickable prototypes you can try before a line of code ships, and a tidy set of styles that keeps every page consistent.',
  },
]

const steps = [
  {
    name: 'Discovery and audit',
    text: 'We sit down (coffee optional, recommended) and look at what you have, who your customers are and what is slowing you down.',
  },
  {
    name: 'Design and prototype',
    text: 'You get a working prototype to click through and poke at. We adjust until it feels like your business.',
  },
  {
    name: 'Build and launch',
    text: 'I build it fast and accessible, test it on real phones, point your domain at it and keep it running from there.',
  },
]

/**
 * The home screen. routes.ts also mounts this module as the splat route: any unknown path shows the home
 * content (with a short notice), and the server sends that page with status 404.
 */
export default function Home() {
  const unknownPath = useParams()['*'] !== undefined
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <div className="container">
          {unknownPath ? (
            <p className="notice">We couldn’t find that page, so here’s the front porch instead.</p>
          ) : null}
          <h1 id="home-title">A website that works while you do</h1>
          <p className="lead narrow">
            {siteConfig.siteName} builds fast, friendly websites for small businesses in{' '}
            {siteConfig.businessCity} and beyond. With the {planName} I design it, host it, keep it secure and
            make your changes, so you can get back to running the shop.
          </p>
          <p className="hero__price">
            {planName}: ${planPricePerMonth}/month, everything included.
          </p>
          <div className="btn-row">
            <a className="btn" href={siteConfig.developerSiteUrl} target="_blank" rel="noopener">
              See all services<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <Link className="btn btn--secondary" to="/contact">
              Start a conversation
            </Link>
          </div>
        </div>
      </section>

      <div className="container">
        <section className="section split" aria-labelledby="included-title">
          <div className="card">
            <h2 id="included-title">What’s included for ${planPricePerMonth} a month</h2>
            <ul className="check-list">
              {planInclusions.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h2>Trusted around town</h2>
            <p>A few of the local businesses that let me look after their corner of the internet:</p>
            <ul className="partners">
              {partners.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </div>
        </section>

        <section className="section" aria-labelledby="services-title">
          <h2 id="services-title">Core services</h2>
          <div className="card-grid">
            {services.map((service) => (
              <article className="card" key={service.name}>
                <h3>{service.name}</h3>
                <p>{service.text}</p>
              </article>
            ))}
          </div>
        </section>

        <section className="section" aria-labelledby="process-title">
          <h2 id="process-title">How we get there, in three steps</h2>
          <ol className="steps card-grid">
            {steps.map((step) => (
              <li className="card" key={step.name}>
                <h3>{step.name}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section className="section" aria-labelledby="testimonial-title">
          <h2 id="testimonial-title">What a client says</h2>
          <figure className="card testimonial">
            <blockquote>
              <p>
                “I used to dread touching our website. Now I send a text, and by lunch the new menu is up.
                Online orders doubled the first season, and I haven’t thought about hosting once.”
              </p>
            </blockquote>
            <figcaption>Dana Whitfield, owner of Magnolia Street Bakery</figcaption>
          </figure>
        </section>

        <section className="section card" aria-labelledby="cta-title">
          <h2 id="cta-title">Ready when you are</h2>
          <p>
            Tell me about your business and what you wish your website did. I’ll reply within one business day
            with honest advice, even if the answer is “you don’t need me yet.”
          </p>
          <div className="btn-row">
            <a className="btn" href={emailHref}>
              Email {siteConfig.businessEmail}
            </a>
            <Link className="btn btn--secondary" to="/contact">
              Use the contact form
            </Link>
          </div>
        </section>
      </div>
    </>
  )
}

export const meta: Route.MetaFunction = ({ params }) => {
  if (params['*'] !== undefined) {
    // Unknown path: not indexable, and the real page is the home page.
    return pageMeta({
      path: '/',
      title: 'Page Not Found',
      description: 'That page does not exist. Here is the home page of the studio instead.',
      noindex: true,
    })
  }
  return pageMeta({
    path: '/',
    title: 'Affordable Websites for Small Businesses',
    description:
      'Custom websites for small businesses for $50 a month: design, hosting, SSL, backups, unlimited updates, SEO and accessibility, plus free business tools.',
    keywords: [
      'small business website',
      'web design Georgia',
      'Hands Free Plan',
      'website hosting',
      'local SEO',
    ],
  })
}

export const ErrorBoundary = RouteErrorBoundary
