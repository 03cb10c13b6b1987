import { CalculatorPage } from '../../features/calculators/client/CalculatorPage'
import { profitMarginCalculator } from '../../features/calculators/shared/profit-margin'
import { pageMeta } from '../../seo/page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import type { Route } from './+types/profit-margin-calculator'

const intro = 'Enter revenue and cost to see profit, margin and markup side by side.'

export default function ProfitMarginCalculatorPage() {
  return <CalculatorPage calculator={profitMarginCalculator} intro={intro} />
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/profit-margin-calculator',
    title: 'Profit Margin Calculator',
    description: `${intro} Free, and it runs in your browser.`,
    keywords: ['profit margin calculator', 'markup calculator', 'gross margin', 'small business'],
    kind: 'WebApplication',
  })

export const ErrorBoundary = RouteErrorBoundary
