import type { Calculator } from './calculator'
import { formatMoney, formatPercent } from './format'

export interface ProfitMargin {
  profit: number
  marginPercent: number
  markupPercent: number
}

/**
 * docs/product.md#calculators: a loss is a negative profit, margin and markup (the first description's
 * floor at 0 hid it); margin and markup are 0 when their divisor is 0.
 */
export function computeProfitMargin({ revenue, cost }: { revenue: number; cost: number }): ProfitMargin {
  const profit = revenue - cost
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
    const loss = profit < 0
    return {
      figures: [
        // The word says it, not only the minus sign.
        { label: loss ? 'Loss' : 'Profit', value: formatMoney(profit) },
        { label: 'Margin', value: formatPercent(marginPercent) },
        { label: 'Markup', value: formatPercent(markupPercent) },
      ],
      howComputed: [
        loss
          ? `A loss of ${formatMoney(-profit)}: cost ${formatMoney(inputs.cost)} is more than revenue ${formatMoney(inputs.revenue)}.`
          : '',
        inputs.revenue === 0
          ? 'Margin is 0% while revenue is $0.00 (margin = profit ÷ revenue × 100).'
          : `Margin = profit ${formatMoney(profit)} ÷ revenue ${formatMoney(inputs.revenue)} × 100; markup divides by cost instead.`,
      ]
        .filter(Boolean)
        .join(' '),
    }
  },
}
