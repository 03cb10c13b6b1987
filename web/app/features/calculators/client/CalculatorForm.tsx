import { useId, useState } from 'react'
import { readInputs, type Calculator } from '../shared/calculator'
import { useCalculatorInputs } from './use-calculator-inputs'

/** A calculator's number inputs and its result card, which updates as you type; `name` labels the form. */
export function CalculatorForm<Name extends string>({
  calculator,
  name,
}: {
  calculator: Calculator<Name>
  name: string
}) {
  const id = useId()
  const { values, setValue, hydrated } = useCalculatorInputs(calculator)
  const report = calculator.report(readInputs(calculator, values))
  // The field whose last entry was refused for being negative; its sentence stays until the next edit.
  const [refusedField, setRefusedField] = useState<Name | null>(null)
  return (
    <div className="split">
      <form className="form card" aria-label={name} onSubmit={(event) => event.preventDefault()}>
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
              aria-invalid={refusedField === field.name || undefined}
              aria-describedby={refusedField === field.name ? `${id}-${field.name}-refused` : undefined}
              onChange={(event) =>
                setRefusedField(setValue(field.name, event.target.value) ? null : field.name)
              }
            />
            {refusedField === field.name && (
              <p className="status-error" id={`${id}-${field.name}-refused`} role="alert">
                {field.label} can’t be negative. Enter 0 or more.
              </p>
            )}
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
        <dl className="result-figures" aria-live="polite">
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
