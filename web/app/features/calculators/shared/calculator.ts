/** The shape every calculator shares, so one page component can show any of them. No DOM here. */

export interface CalculatorField<Name extends string> {
  name: Name
  label: string
  /** The value the input starts with; '' leaves it empty (which counts as 0). */
  defaultValue: string
  step?: string
  /** A short unit shown after the input, like % or days. */
  unit?: string
}

export interface Figure {
  label: string
  value: string
}

export interface CalculatorReport {
  figures: Figure[]
  /** One line saying how the main figure was computed, with the numbers used. */
  howComputed: string
}

export interface Calculator<Name extends string = string> {
  fields: readonly CalculatorField<Name>[]
  report(inputs: Record<Name, number>): CalculatorReport
}

/** docs/product.md#calculators: inputs have a minimum of 0, and empty or non-numeric entries count as 0. */
export function readAmount(raw: string | null | undefined): number {
  const value = Number((raw ?? '').trim())
  return Number.isFinite(value) && value > 0 ? value : 0
}

/** The largest entry a field takes: beyond it, figures stop fitting a phone and stop meaning anything. */
export const largestEntry = 1e12

/** Why a typed entry is refused, or null when it is taken. Empty and unfinished text ("-", "1e") are taken. */
export type EntryProblem = 'negative' | 'too large'

export function entryProblem(raw: string): EntryProblem | null {
  const value = Number(raw.trim())
  if (value < 0) return 'negative'
  if (value > largestEntry) return 'too large'
  return null
}

/** The sentence under a field whose entry was refused (docs/product.md#calculators). */
export function refusalSentence(label: string, problem: EntryProblem): string {
  return problem === 'negative'
    ? `${label} can’t be negative. Enter 0 or more.`
    : `${label} is too large for this calculator. Enter at most ${largestEntry.toLocaleString('en-US')}.`
}

/** Reads every field of a calculator from raw text, as typed in its inputs. */
export function readInputs<Name extends string>(
  calculator: Calculator<Name>,
  raw: Partial<Record<Name, string>>,
): Record<Name, number> {
  return Object.fromEntries(
    calculator.fields.map((field) => [field.name, readAmount(raw[field.name])]),
  ) as Record<Name, number>
}
