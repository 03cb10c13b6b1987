import type { Calculator } from './calculator'
import { DASH, formatMoney, formatWhole } from './format'

export interface BreakEven {
  contributionMargin: number
  /** null when there is no positive break-even point (a zero contribution margin or no fixed costs). */
  units: number | null
  revenue: number | null
}

/**
 * docs/product.md#calculators: units round up, since the unit before the break-even point still loses
 * money (5,000 ÷ 15 = 333.3: 333 units lose $5); revenue is those whole units × price.
 */
export function computeBreakEven(inputs: {
  fixedCosts: number
  price: number
  variableCost: number
}): BreakEven {
  const contributionMargin = Math.max(inputs.price - inputs.variableCost, 0)
  const exactUnits = inputs.fixedCosts / contributionMargin
  if (!Number.isFinite(exactUnits) || !(exactUnits > 0)) {
    return { contributionMargin, units: null, revenue: null }
  }
  // Rounded to a millionth first: 1.1 ÷ 0.1 is 11.000000000000002 in floating point, and 11 units break even.
  const units = Math.ceil(Math.round(exactUnits * 1e6) / 1e6)
  return { contributionMargin, units, revenue: units * inputs.price }
}

export const breakEvenCalculator: Calculator<'fixedCosts' | 'price' | 'variableCost'> = {
  fields: [
    { name: 'fixedCosts', label: 'Fixed costs ($)', defaultValue: '', step: '0.01' },
    { name: 'price', label: 'Price per unit ($)', defaultValue: '', step: '0.01' },
    { name: 'variableCost', label: 'Variable cost per unit ($)', defaultValue: '', step: '0.01' },
  ],
  report(inputs) {
    const { contributionMargin, units, revenue } = computeBreakEven(inputs)
    return {
      figures: [
        { label: 'Contribution margin', value: formatMoney(contributionMargin) },
        { label: 'Break-even units', value: units === null ? DASH : formatWhole(units) },
        { label: 'Break-even revenue', value: revenue === null ? DASH : formatMoney(revenue) },
      ],
      howComputed:
        units === null
          ? 'No break-even point: it needs fixed costs and a price above the variable cost.'
          : `Units = fixed costs ${formatMoney(inputs.fixedCosts)} ÷ contribution margin ${formatMoney(contributionMargin)}; revenue = units × price.`,
    }
  },
}
