import { useId, useState } from 'react'
import { readInputs, refusalSentence, type Calculator, type EntryProblem } from '../shared/calculator'
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
  // The field whose last entry was refused, and why; its sentence stays until the next edit is taken, or,
  // for a minus key refused mid-entry (the digits after it are taken), until the field is left.
  const [refused, setRefused] = useState<{ field: Name; problem: EntryProblem; untilLeft?: true } | null>(
    null,
  )
  return (
    <div className="split">
      <form className="form card" aria-label={name} onSubmit={(event) => event.preventDefault()}>
        {calculator.fields.map((field) => {
          const problem = refused?.field === field.name ? refused.problem : null
          const refusalId = `${id}-${field.name}-refused`
          return (
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
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? refusalId : undefined}
                onKeyDown={(event) => {
                  // A number input reports "-" alone as empty text, and the digits after it as a negative
                  // entry that is refused, so "-500" used to end up as "00": the sign is refused at once.
                  if (event.key === '-') {
                    event.preventDefault()
                    setRefused({ field: field.name, problem: 'negative', untilLeft: true })
                  }
                }}
                onChange={(event) => {
                  const problem = setValue(field.name, event.target.value)
                  setRefused((current) =>
                    problem
                      ? { field: field.name, problem }
                      : current?.field === field.name && current.untilLeft
                        ? current
                        : null,
                  )
                }}
                onBlur={() => setRefused((current) => (current?.untilLeft ? null : current))}
              />
              {problem && (
                <p className="status-error" id={refusalId} role="alert">
                  {refusalSentence(field.label, problem)}
                </p>
              )}
            </div>
          )
        })}
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
        <p className="field-hint result-explanation">{report.howComputed}</p>
      </section>
    </div>
  )
}
