import type { Calculator } from './calculator'
import { formatMoney, formatPercent } from './format'

export interface ProfitMargin {
  profit: number
  marginPercent: number
  markupPercent: number
}

/** docs/product.md#calculators: profit is floored at 0; margin and markup are 0 when their divisor is 0. */
export function computeProfitMargin({ revenue, cost }: { revenue: number; cost: number }): ProfitMargin {
  const profit = Math.max(revenue - cost, 0)
  return {
    profit,
    marginPercent: revenue === 0 ? 0 : (profit / revenue) * 100,
    markupPercent: cost === 0 ? 0 : (profit / cost) * 100,
  }
}

export const profitMarginCalculator: Calculator<'revenue' | 'cost'> = {
  fields: [
    { name: 'revenue', label: 'Revenue ($)', defaultValue: '', step: '0.01' },
    { name: 'cost', label: 'Cost ($)', defaultValue: '', step: '0.01' },
  ],
  report(inputs) {
    const { profit, marginPercent, markupPercent } = computeProfitMargin(inputs)
    return {
      figures: [
        { label: 'Profit', value: formatMoney(profit) },
        { label: 'Margin', value: formatPercent(marginPercent) },
        { label: 'Markup', value: formatPercent(markupPercent) },
      ],
      howComputed:
        inputs.revenue === 0
          ? 'Margin is 0% while revenue is $0.00 (margin = profit ÷ revenue × 100).'
          : `Margin = profit ${formatMoney(profit)} ÷ revenue ${formatMoney(inputs.revenue)} × 100; markup divides by cost instead.`,
    }
  },
}
