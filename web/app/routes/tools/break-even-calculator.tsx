import { CalculatorPage } from '#app/features/calculators/client/CalculatorPage.tsx'
import { breakEvenCalculator } from '#app/features/calculators/shared/break-even.ts'
import { toolPageMeta } from '#app/seo/tool-page-meta.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import { toolAt } from '#app/site/tool-catalogue.ts'
import type { Route } from './+types/break-even-calculator'

const tool = toolAt('/break-even-calculator')

export default function BreakEvenCalculatorPage() {
  return <CalculatorPage calculator={breakEvenCalculator} tool={tool} />
}

export const meta: Route.MetaFunction = () => toolPageMeta(tool)

export const ErrorBoundary = RouteErrorBoundary
