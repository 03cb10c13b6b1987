import { describe, expect, it } from 'vitest'
import { breakEvenCalculator, computeBreakEven } from './break-even'
import { entryProblem, readAmount, readInputs, refusalSentence, type Calculator } from './calculator'
import { formatMoney, formatPercent } from './format'
import { computeHourlyRate, hourlyRateCalculator } from './hourly-rate'
import { computeReorderPoint, inventoryReorderCalculator } from './inventory-reorder'
import { computeLoanPayment, loanPaymentCalculator } from './loan-payment'
import { computeProfitMargin, profitMarginCalculator } from './profit-margin'
import { computeSalesTax, salesTaxCalculator } from './sales-tax'

/** The figures a calculator shows for inputs typed as text (defaults for fields left out). */
function shown<Name extends string>(calculator: Calculator<Name>, typed: Partial<Record<Name, string>> = {}) {
  const raw = Object.fromEntries(
    calculator.fields.map((field) => [field.name, typed[field.name] ?? field.defaultValue]),
  ) as Record<Name, string>
  const report = calculator.report(readInputs(calculator, raw))
  return Object.fromEntries(report.figures.map((figure) => [figure.label, figure.value]))
}

describe('reading inputs', () => {
  it('counts empty, non-numeric and negative entries as 0', () => {
    expect(readAmount('')).toBe(0)
    expect(readAmount(undefined)).toBe(0)
    expect(readAmount('abc')).toBe(0)
    expect(readAmount('-5')).toBe(0)
    expect(readAmount(' 12.5 ')).toBe(12.5)
  })

  it('refuses negative and too large entries, and takes zero, empty and unfinished text', () => {
    expect(entryProblem('-5')).toBe('negative')
    expect(entryProblem(' -0.01')).toBe('negative')
    expect(entryProblem('99999999999999999999')).toBe('too large')
    expect(entryProblem('1000000000000.01')).toBe('too large')
    for (const taken of ['0', '', '-', '12', '1000000000000']) expect(entryProblem(taken)).toBeNull()
    expect(refusalSentence('Loan amount ($)', 'too large')).toBe(
      'Loan amount ($) is too large for this calculator. Enter at most 1,000,000,000,000.',
    )
  })

  it('formats money as $1,234.56 and percentages with two decimals, a negative with a minus sign', () => {
    expect(formatMoney(1234.555)).toBe('$1,234.56')
    expect(formatMoney(0)).toBe('$0.00')
    expect(formatMoney(-500)).toBe('−$500.00')
    expect(formatPercent(100 / 3)).toBe('33.33%')
    expect(formatPercent(-50)).toBe('−50.00%')
  })
})

describe('profit margin', () => {
  it('computes profit, margin and markup', () => {
    expect(computeProfitMargin({ revenue: 1000, cost: 750 })).toEqual({
      profit: 250,
      marginPercent: 25,
      markupPercent: expect.closeTo(33.3333, 3),
    })
    expect(shown(profitMarginCalculator, { revenue: '1000', cost: '750' })).toEqual({
      Profit: '$250.00',
      Margin: '25.00%',
      Markup: '33.33%',
    })
  })

  it('gives 0 % margin with zero revenue and 0 % markup with zero cost', () => {
    expect(computeProfitMargin({ revenue: 0, cost: 100 })).toEqual({
      profit: -100,
      marginPercent: 0,
      markupPercent: -100,
    })
    expect(computeProfitMargin({ revenue: 500, cost: 0 })).toEqual({
      profit: 500,
      marginPercent: 100,
      markupPercent: 0,
    })
    expect(shown(profitMarginCalculator)).toEqual({ Profit: '$0.00', Margin: '0.00%', Markup: '0.00%' })
  })

  it('shows a loss as negative figures, labelled as a loss', () => {
    expect(shown(profitMarginCalculator, { revenue: '1000', cost: '1500' })).toEqual({
      Loss: '−$500.00',
      Margin: '−50.00%',
      Markup: '−33.33%',
    })
    expect(
      profitMarginCalculator.report(readInputs(profitMarginCalculator, { revenue: '1000', cost: '1500' }))
        .howComputed,
    ).toBe(
      'A loss of $500.00: cost $1,500.00 is more than revenue $1,000.00. Margin = profit −$500.00 ÷ revenue $1,000.00 × 100; markup divides by cost instead.',
    )
  })
})

describe('break-even', () => {
  it('computes units and revenue from the contribution margin', () => {
    expect(computeBreakEven({ fixedCosts: 10000, price: 50, variableCost: 30 })).toEqual({
      contributionMargin: 20,
      units: 500,
      revenue: 25000,
    })
  })

  it('rounds units up: the unit before the break-even point still loses money', () => {
    expect(shown(breakEvenCalculator, { fixedCosts: '5000', price: '25', variableCost: '10' })).toEqual({
      'Contribution margin': '$15.00',
      'Break-even units': '334',
      'Break-even revenue': '$8,350.00',
    })
    expect(shown(breakEvenCalculator, { fixedCosts: '1000', price: '9', variableCost: '6' })).toEqual({
      'Contribution margin': '$3.00',
      'Break-even units': '334',
      'Break-even revenue': '$3,006.00',
    })
    // 1.1 ÷ 0.1 is 11.000000000000002 in floating point: still 11 units.
    expect(computeBreakEven({ fixedCosts: 1.1, price: 0.3, variableCost: 0.2 }).units).toBe(11)
  })

  it('shows dashes when the contribution margin is zero or there are no fixed costs', () => {
    const dashes = { 'Contribution margin': '$0.00', 'Break-even units': '—', 'Break-even revenue': '—' }
    expect(shown(breakEvenCalculator, { fixedCosts: '1000', price: '5', variableCost: '8' })).toEqual(dashes)
    expect(shown(breakEvenCalculator)).toEqual(dashes)
    expect(computeBreakEven({ fixedCosts: 0, price: 10, variableCost: 4 }).units).toBeNull()
  })
})

describe('sales tax', () => {
  it('defaults to 8.25 %', () => {
    expect(shown(salesTaxCalculator, { amount: '100' })).toEqual({ 'Sales tax': '$8.25', Total: '$108.25' })
    expect(computeSalesTax({ amount: 1140.44, ratePercent: 8.25 }).total).toBeCloseTo(1234.5263, 4)
  })
})

describe('loan payment', () => {
  it('amortises at the default 7.5 % over 5 years', () => {
    const loan = computeLoanPayment({ amount: 20000, aprPercent: 7.5, years: 5 })
    expect(loan.months).toBe(60)
    expect(loan.monthlyPayment).toBeCloseTo(400.759, 3)
    expect(shown(loanPaymentCalculator, { amount: '20000' })).toEqual({
      'Monthly payment': '$400.76',
      'Total paid': '$24,045.54',
      'Total interest': '$4,045.54',
    })
  })

  it('divides evenly with a zero rate, and shows dashes for a term under one month', () => {
    expect(computeLoanPayment({ amount: 12000, aprPercent: 0, years: 5 })).toEqual({
      months: 60,
      monthlyPayment: 200,
      totalPaid: 12000,
      totalInterest: 0,
    })
    const noPayments = { 'Monthly payment': '—', 'Total paid': '—', 'Total interest': '—' }
    for (const years of ['0', '0.0001', '0.08']) {
      expect(shown(loanPaymentCalculator, { amount: '12000', years })).toEqual(noPayments)
    }
    const tiny = readInputs(loanPaymentCalculator, { amount: '0.01', aprPercent: '0.01', years: '0.0001' })
    expect(loanPaymentCalculator.report(tiny).howComputed).toBe(
      'Enter a term of at least one month (0.09 years) to spread the loan over monthly payments.',
    )
    expect(computeLoanPayment({ amount: 1200, aprPercent: 0, years: 0.09 }).monthlyPayment).toBeCloseTo(
      1111.11,
      2,
    )
  })
})

describe('hourly rate', () => {
  it('computes the defaults', () => {
    expect(
      computeHourlyRate({
        desiredIncome: 75000,
        overhead: 18000,
        taxBufferPercent: 20,
        hoursPerWeek: 25,
        weeksOff: 4,
      }),
    ).toEqual({
      workingWeeks: 48,
      billableHoursPerYear: 1200,
      revenueNeeded: 116250,
      hourlyRate: 96.875,
      monthlyTarget: 9687.5,
    })
    expect(shown(hourlyRateCalculator)).toEqual({
      'Hourly rate': '$96.88',
      'Revenue needed (pre-tax)': '$116,250.00',
      'Monthly target': '$9,687.50',
      'Billable hours per year': '1,200',
    })
  })

  it('shows dashes for a 100 % tax buffer', () => {
    expect(shown(hourlyRateCalculator, { taxBufferPercent: '100' })).toEqual({
      'Hourly rate': '—',
      'Revenue needed (pre-tax)': '—',
      'Monthly target': '—',
      'Billable hours per year': '1,200',
    })
    expect(
      computeHourlyRate({
        desiredIncome: 1,
        overhead: 0,
        taxBufferPercent: 150,
        hoursPerWeek: 1,
        weeksOff: 0,
      }).revenueNeeded,
    ).toBe(Infinity)
  })

  it('shows a dash for the rate with 52 weeks off, and clamps weeks off to 52', () => {
    expect(shown(hourlyRateCalculator, { weeksOff: '52' })).toEqual({
      'Hourly rate': '—',
      'Revenue needed (pre-tax)': '$116,250.00',
      'Monthly target': '$9,687.50',
      'Billable hours per year': '0',
    })
    expect(
      computeHourlyRate({
        desiredIncome: 1,
        overhead: 0,
        taxBufferPercent: 0,
        hoursPerWeek: 40,
        weeksOff: 60,
      }).workingWeeks,
    ).toBe(0)
  })
})

describe('inventory reorder', () => {
  it('computes the defaults as whole units', () => {
    expect(computeReorderPoint({ dailySales: 25, leadTimeDays: 10, safetyStock: 75 })).toEqual({
      leadTimeDemand: 250,
      reorderPoint: 325,
    })
    expect(shown(inventoryReorderCalculator)).toEqual({
      'Lead-time demand': '250 units',
      'Reorder point': '325 units',
    })
    expect(
      shown(inventoryReorderCalculator, { dailySales: '2.4', leadTimeDays: '3', safetyStock: '0' }),
    ).toEqual({
      'Lead-time demand': '7 units',
      'Reorder point': '7 units',
    })
  })
})

describe('how each figure was computed', () => {
  it('names the numbers used', () => {
    const inputs = readInputs(salesTaxCalculator, { amount: '100', ratePercent: '8.25' })
    expect(salesTaxCalculator.report(inputs).howComputed).toBe(
      'Tax = $100.00 × 8.25% = $8.25; total = amount + tax.',
    )
    const rate = readInputs(hourlyRateCalculator, {
      desiredIncome: '75000',
      overhead: '18000',
      taxBufferPercent: '20',
      hoursPerWeek: '25',
      weeksOff: '4',
    })
    expect(hourlyRateCalculator.report(rate).howComputed).toBe(
      'Rate = ($75,000.00 + $18,000.00) ÷ (1 − 20%) ÷ (25 h × 48 weeks).',
    )
  })
})
