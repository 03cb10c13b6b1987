/** Shown where a figure has no meaningful value (division by zero, an infinite target). */
export const DASH = '—'

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const upToTwoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

// Intl writes a hyphen before a negative number; a figure reads as a loss with the true minus sign, −.
const withMinusSign = (formatted: string) => formatted.replace(/^-/, '−')

/** $1,234.56, or −$500.00 */
export function formatMoney(amount: number): string {
  return Number.isFinite(amount) ? withMinusSign(money.format(amount)) : DASH
}

/** 12.50%, or −50.00% */
export function formatPercent(percent: number): string {
  return Number.isFinite(percent) ? `${withMinusSign(twoDecimals.format(percent))}%` : DASH
}

/** 1,235 */
export function formatWhole(value: number): string {
  return Number.isFinite(value) ? wholeNumber.format(value) : DASH
}

/** A plain number for the "how it was computed" line: up to two decimals, no trailing zeros. */
export function formatPlain(value: number): string {
  return upToTwoDecimals.format(value)
}
