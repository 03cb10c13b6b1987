import type { Calculator } from './calculator'
import { formatMoney, formatPlain } from './format'

export function computeSalesTax({ amount, ratePercent }: { amount: number; ratePercent: number }) {
  const tax = (amount * ratePercent) / 100
  return { tax, total: amount + tax }
}

export const salesTaxCalculator: Calculator<'amount' | 'ratePercent'> = {
  fields: [
    { name: 'amount', label: 'Amount ($)', defaultValue: '', step: '0.01' },
    { name: 'ratePercent', label: 'Tax rate', defaultValue: '8.25', step: '0.01', unit: '%' },
  ],
  report(inputs) {
    const { tax, total } = computeSalesTax(inputs)
    return {
      figures: [
        { label: 'Sales tax', value: formatMoney(tax) },
        { label: 'Total', value: formatMoney(total) },
      ],
      howComputed: `Tax = ${formatMoney(inputs.amount)} × ${formatPlain(inputs.ratePercent)}% = ${formatMoney(tax)}; total = amount + tax.`,
    }
  },
}
