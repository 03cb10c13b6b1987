import type { Calculator } from './calculator'
import { DASH, formatMoney, formatPlain, formatWhole } from './format'

export interface HourlyRate {
  workingWeeks: number
  billableHoursPerYear: number
  /** Infinity when the tax buffer is 100 % or more. */
  revenueNeeded: number
  /** null when there are no billable hours or the revenue needed is infinite. */
  hourlyRate: number | null
  monthlyTarget: number
}

export function computeHourlyRate(inputs: {
  desiredIncome: number
  overhead: number
  taxBufferPercent: number
  hoursPerWeek: number
  weeksOff: number
}): HourlyRate {
  const workingWeeks = 52 - Math.min(Math.max(inputs.weeksOff, 0), 52)
  const billableHoursPerYear = inputs.hoursPerWeek * workingWeeks
  const keptShare = 1 - inputs.taxBufferPercent / 100
  const revenueNeeded = keptShare <= 0 ? Infinity : (inputs.desiredIncome + inputs.overhead) / keptShare
  const hourlyRate =
    billableHoursPerYear === 0 || !Number.isFinite(revenueNeeded)
      ? null
      : revenueNeeded / billableHoursPerYear
  return { workingWeeks, billableHoursPerYear, revenueNeeded, hourlyRate, monthlyTarget: revenueNeeded / 12 }
}

export const hourlyRateCalculator: Calculator<
  'desiredIncome' | 'overhead' | 'taxBufferPercent' | 'hoursPerWeek' | 'weeksOff'
> = {
  fields: [
    { name: 'desiredIncome', label: 'Desired yearly income ($)', defaultValue: '75000', step: '100' },
    { name: 'overhead', label: 'Yearly overhead ($)', defaultValue: '18000', step: '100' },
    { name: 'taxBufferPercent', label: 'Tax buffer', defaultValue: '20', step: '1', unit: '%' },
    { name: 'hoursPerWeek', label: 'Billable hours per week', defaultValue: '25', step: '1', unit: 'hours' },
    { name: 'weeksOff', label: 'Weeks off per year', defaultValue: '4', step: '1', unit: 'weeks' },
  ],
  report(inputs) {
    const rate = computeHourlyRate(inputs)
    return {
      figures: [
        { label: 'Hourly rate', value: rate.hourlyRate === null ? DASH : formatMoney(rate.hourlyRate) },
        { label: 'Revenue needed (pre-tax)', value: formatMoney(rate.revenueNeeded) },
        { label: 'Monthly target', value: formatMoney(rate.monthlyTarget) },
        { label: 'Billable hours per year', value: formatWhole(rate.billableHoursPerYear) },
      ],
      howComputed: !Number.isFinite(rate.revenueNeeded)
        ? 'A tax buffer of 100% or more leaves nothing to live on, so no revenue is enough.'
        : rate.hourlyRate === null
          ? 'No billable hours in the year, so no hourly rate can cover the revenue needed.'
          : `Rate = (${formatMoney(inputs.desiredIncome)} + ${formatMoney(inputs.overhead)}) ÷ (1 − ${formatPlain(inputs.taxBufferPercent)}%) ÷ (${formatPlain(inputs.hoursPerWeek)} h × ${rate.workingWeeks} weeks).`,
    }
  },
}
