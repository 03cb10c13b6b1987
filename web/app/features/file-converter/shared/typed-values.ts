/**
 * A CSV or TSV cell as a typed JSON value, for the "Type values" option (docs/product.md#typed-values,
 * decision 031). Only what reads back as exactly the same data is typed; everything else stays text:
 * - an empty cell is null (a cell of spaces stays text);
 * - `true` and `false`, in any case, are booleans;
 * - a plain decimal (an optional minus, digits without a leading zero, an optional fraction) is a number
 *   when JavaScript holds it exactly: an integer up to 2^53 − 1, a fraction whose digits come back the
 *   same apart from trailing zeros (1.50 is 1.5). So 007, +5, .5, 1e5, 1,000, -0 and 2^53 or more stay
 *   text: they are codes, or numbers a JSON reader would change.
 */
export type TypedValue = string | number | boolean | null

const plainDecimal = /^-?(0|[1-9]\d*)(\.\d+)?$/

export function typedValue(cell: string): TypedValue {
  if (cell === '') return null
  const lower = cell.toLowerCase()
  if (lower === 'true') return true
  if (lower === 'false') return false
  return plainDecimal.test(cell) ? exactNumber(cell) : cell
}

/** The number a plain decimal writes, or the text itself when a number would not give its digits back. */
function exactNumber(decimal: string): number | string {
  const number = Number(decimal)
  if (Number.isInteger(number) && !Number.isSafeInteger(number)) return decimal
  const digits = decimal.includes('.') ? decimal.replace(/\.?0+$/, '') : decimal
  return String(number) === digits ? number : decimal
}
