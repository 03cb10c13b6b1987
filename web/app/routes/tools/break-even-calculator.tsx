import { CalculatorPage } from '../../features/calculators/client/CalculatorPage'
import { breakEvenCalculator } from '../../features/calculators/shared/break-even'
import { pageMeta } from '../../seo/page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import type { Route } from './+types/break-even-calculator'

const intro = 'Find how many units you must sell to cover fixed costs, and the revenue that takes.'

export default function BreakEvenCalculatorPage() {
  return <CalculatorPage calculator={breakEvenCalculator} intro={intro} />
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/break-even-calculator',
    title: 'Break-Even Calculator',
    description: `${intro} Free, and it runs in your browser.`,
    keywords: ['break-even calculator', 'break-even point', 'contribution margin', 'small business'],
    kind: 'WebApplication',
  })

export const ErrorBoundary = RouteErrorBoundary
