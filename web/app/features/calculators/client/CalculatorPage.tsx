import type { Calculator } from '../shared/calculator'
import { CalculatorForm } from './CalculatorForm'
import './calculators.css'

/** The whole page of one calculator: its title, a one-line introduction, the form and the result. */
export function CalculatorPage<Name extends string>({
  calculator,
  intro,
}: {
  calculator: Calculator<Name>
  intro: string
}) {
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{calculator.title}</h1>
        <p>{intro} It runs in your browser; nothing is sent anywhere.</p>
      </header>
      <CalculatorForm calculator={calculator} />
    </div>
  )
}
