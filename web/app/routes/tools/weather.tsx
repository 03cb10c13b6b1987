import { FarmWeather } from '../../features/weather/client/FarmWeather'
import { pageMeta } from '../../seo/page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import type { Route } from './+types/weather'

const intro = 'Local weather with a Biscuit Spreadability Index and a Chicken Coop Comfort report.'

export default function WeatherPage() {
  return (
    <div className="container page">
      <header className="page-header">
        <h1>Farm & Biscuit Weather</h1>
        <p>{intro}</p>
      </header>
      <FarmWeather />
    </div>
  )
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/weather',
    title: 'Farm & Biscuit Weather',
    description: `${intro} Free, no sign-up.`,
    keywords: ['local weather', 'biscuit spreadability index', 'chicken coop comfort', 'farm weather'],
    kind: 'WebApplication',
  })

export const ErrorBoundary = RouteErrorBoundary
