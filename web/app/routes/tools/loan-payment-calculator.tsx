import { CalculatorPage } from '#app/features/calculators/client/CalculatorPage.tsx'
import { loanPaymentCalculator } from '#app/features/calculators/shared/loan-payment.ts'
import { toolPageMeta } from '#app/seo/tool-page-meta.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import { toolAt } from '#app/site/tool-catalogue.ts'
import type { Route } from './+types/loan-payment-calculator'

const tool = toolAt('/loan-payment-calculator')

export default function LoanPaymentCalculatorPage() {
  return <CalculatorPage calculator={loanPaymentCalculator} tool={tool} />
}

export const meta: Route.MetaFunction = () => toolPageMeta(tool)

export const ErrorBoundary = RouteErrorBoundary
