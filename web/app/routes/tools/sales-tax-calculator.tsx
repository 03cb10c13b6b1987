import { CalculatorPage } from '../../features/calculators/client/CalculatorPage'
import { salesTaxCalculator } from '../../features/calculators/shared/sales-tax'
import { pageMeta } from '../../seo/page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import type { Route } from './+types/sales-tax-calculator'

const intro = 'Add sales tax to any amount and see the tax and the total at a glance.'

export default function SalesTaxCalculatorPage() {
  return <CalculatorPage calculator={salesTaxCalculator} intro={intro} />
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/sales-tax-calculator',
    title: 'Sales Tax Calculator',
    description: `${intro} Free, and it runs in your browser.`,
    keywords: ['sales tax calculator', 'tax rate', 'price with tax', 'small business'],
    kind: 'WebApplication',
  })

export const ErrorBoundary = RouteErrorBoundary
