import { CalculatorPage } from '../../features/calculators/client/CalculatorPage'
import { loanPaymentCalculator } from '../../features/calculators/shared/loan-payment'
import { pageMeta } from '../../seo/page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import type { Route } from './+types/loan-payment-calculator'

const intro = 'See the monthly payment, total paid and total interest for a business loan.'

export default function LoanPaymentCalculatorPage() {
  return <CalculatorPage calculator={loanPaymentCalculator} intro={intro} />
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/loan-payment-calculator',
    title: 'Loan Payment Calculator',
    description: `${intro} Free, and it runs in your browser.`,
    keywords: ['loan payment calculator', 'monthly payment', 'amortization', 'business loan'],
    kind: 'WebApplication',
  })

export const ErrorBoundary = RouteErrorBoundary
