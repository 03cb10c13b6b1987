import { CalculatorPage } from '../../features/calculators/client/CalculatorPage'
import { loanPaymentCalculator } from '../../features/calculators/shared/loan-payment'
import { toolPageMeta } from '../../seo/tool-page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import { toolAt } from '../../site/tool-catalogue'
import type { Route } from './+types/loan-payment-calculator'

const tool = toolAt('/loan-payment-calculator')

export default function LoanPaymentCalculatorPage() {
  return <CalculatorPage calculator={loanPaymentCalculator} tool={tool} />
}

export const meta: Route.MetaFunction = () => toolPageMeta(tool)

export const ErrorBoundary = RouteErrorBoundary
