import type { Calculator } from './calculator'
import { formatPlain, formatWhole } from './format'

export function computeReorderPoint(inputs: {
  dailySales: number
  leadTimeDays: number
  safetyStock: number
}) {
  const leadTimeDemand = inputs.dailySales * inputs.leadTimeDays
  return { leadTimeDemand, reorderPoint: leadTimeDemand + inputs.safetyStock }
}

export const inventoryReorderCalculator: Calculator<'dailySales' | 'leadTimeDays' | 'safetyStock'> = {
  fields: [
    { name: 'dailySales', label: 'Average daily sales', defaultValue: '25', step: '1', unit: 'units' },
    { name: 'leadTimeDays', label: 'Lead time', defaultValue: '10', step: '1', unit: 'days' },
    { name: 'safetyStock', label: 'Safety stock', defaultValue: '75', step: '1', unit: 'units' },
  ],
  report(inputs) {
    const { leadTimeDemand, reorderPoint } = computeReorderPoint(inputs)
    return {
      figures: [
        { label: 'Lead-time demand', value: `${formatWhole(leadTimeDemand)} units` },
        { label: 'Reorder point', value: `${formatWhole(reorderPoint)} units` },
      ],
      howComputed: `Reorder point = ${formatPlain(inputs.dailySales)} a day × ${formatPlain(inputs.leadTimeDays)} days + ${formatPlain(inputs.safetyStock)} safety stock.`,
    }
  },
}
