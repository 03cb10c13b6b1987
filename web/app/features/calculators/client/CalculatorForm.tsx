import { useId } from 'react'
import { readInputs, type Calculator } from '../shared/calculator'
import { useCalculatorInputs } from './use-calculator-inputs'

/** A calculator's number inputs and its result card, which updates as you type. */
export function CalculatorForm<Name extends string>({ calculator }: { calculator: Calculator<Name> }) {
  const id = useId()
  const { values, setValue, hydrated } = useCalculatorInputs(calculator)
  const report = calculator.report(readInputs(calculator, values))
  return (
    <div className="split">
      <form className="form card" aria-label={calculator.title} onSubmit={(event) => event.preventDefault()}>
        {calculator.fields.map((field) => (
          <div className="field" key={field.name}>
            <label htmlFor={`${id}-${field.name}`}>
              {field.unit ? `${field.label} (${field.unit})` : field.label}
            </label>
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              type="number"
              inputMode="decimal"
              min={0}
              step={field.step ?? 'any'}
              value={values[field.name]}
              disabled={!hydrated}
              onChange={(event) => setValue(field.name, event.target.value)}
            />
          </div>
        ))}
        <p className="field-hint">
          Empty fields count as 0. The address bar keeps your numbers, so you can bookmark or share this
          result.
        </p>
      </form>
      <section className="result-card" aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`} className="h3">
          Result
        </h2>
        <dl className="calculator-figures" aria-live="polite">
          {report.figures.map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
        <p className="field-hint">{report.howComputed}</p>
      </section>
    </div>
  )
}
