import { CalculatorPage } from '../../features/calculators/client/CalculatorPage'
import { hourlyRateCalculator } from '../../features/calculators/shared/hourly-rate'
import { pageMeta } from '../../seo/page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import type { Route } from './+types/hourly-rate-calculator'

const intro = 'Work back from the income you want to the hourly rate you need to charge.'

export default function HourlyRateCalculatorPage() {
  return <CalculatorPage calculator={hourlyRateCalculator} intro={intro} />
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/hourly-rate-calculator',
    title: 'Hourly Rate Calculator',
    description: `${intro} Free, and it runs in your browser.`,
    keywords: ['hourly rate calculator', 'freelance rate', 'billable hours', 'small business'],
    kind: 'WebApplication',
  })

export const ErrorBoundary = RouteErrorBoundary
