import { CalculatorPage } from '../../features/calculators/client/CalculatorPage'
import { breakEvenCalculator } from '../../features/calculators/shared/break-even'
import { toolPageMeta } from '../../seo/tool-page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import { toolAt } from '../../site/tool-catalogue'
import type { Route } from './+types/break-even-calculator'

const tool = toolAt('/break-even-calculator')

export default function BreakEvenCalculatorPage() {
  return <CalculatorPage calculator={breakEvenCalculator} tool={tool} />
}

export const meta: Route.MetaFunction = () => toolPageMeta(tool)

export const ErrorBoundary = RouteErrorBoundary
