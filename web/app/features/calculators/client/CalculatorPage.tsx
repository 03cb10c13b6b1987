import type { Tool } from '#app/site/tool-catalogue.ts'
import { ToolPage } from '#app/site/ToolPage.tsx'
import type { Calculator } from '../shared/calculator'
import { CalculatorForm } from './CalculatorForm'

/** The whole page of one calculator: its name and introduction from the tool catalogue, the form and the result. */
export function CalculatorPage<Name extends string>({
  calculator,
  tool,
}: {
  calculator: Calculator<Name>
  tool: Tool
}) {
  return (
    <ToolPage tool={tool}>
      <CalculatorForm calculator={calculator} name={tool.name} />
    </ToolPage>
  )
}
