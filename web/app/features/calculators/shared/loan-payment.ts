import type { Calculator } from './calculator'
import { DASH, formatMoney, formatPlain } from './format'

export interface LoanPayment {
  months: number
  /** null when the term is under one month: there is no monthly payment to spread the loan over. */
  monthlyPayment: number | null
  totalPaid: number | null
  totalInterest: number | null
}

export function computeLoanPayment(inputs: {
  amount: number
  aprPercent: number
  years: number
}): LoanPayment {
  const monthlyRate = inputs.aprPercent / 100 / 12
  const months = inputs.years * 12
  if (months < 1) return { months, monthlyPayment: null, totalPaid: null, totalInterest: null }
  const monthlyPayment =
    monthlyRate === 0
      ? inputs.amount / months
      : (inputs.amount * monthlyRate) / (1 - (1 + monthlyRate) ** -months)
  const totalPaid = monthlyPayment * months
  return { months, monthlyPayment, totalPaid, totalInterest: Math.max(totalPaid - inputs.amount, 0) }
}

export const loanPaymentCalculator: Calculator<'amount' | 'aprPercent' | 'years'> = {
  fields: [
    { name: 'amount', label: 'Loan amount ($)', defaultValue: '', step: '0.01' },
    { name: 'aprPercent', label: 'Interest rate (APR)', defaultValue: '7.5', step: '0.01', unit: '%' },
    { name: 'years', label: 'Term', defaultValue: '5', step: '0.5', unit: 'years' },
  ],
  report(inputs) {
    const loan = computeLoanPayment(inputs)
    const money = (value: number | null) => (value === null ? DASH : formatMoney(value))
    return {
      figures: [
        { label: 'Monthly payment', value: money(loan.monthlyPayment) },
        { label: 'Total paid', value: money(loan.totalPaid) },
        { label: 'Total interest', value: money(loan.totalInterest) },
      ],
      howComputed:
        loan.monthlyPayment === null
          ? 'Enter a term of at least one month (0.09 years) to spread the loan over monthly payments.'
          : inputs.aprPercent === 0
            ? `With no interest, payment = ${formatMoney(inputs.amount)} ÷ ${formatPlain(loan.months)} months.`
            : `Payment = P·r ÷ (1 − (1 + r)^−n) with P ${formatMoney(inputs.amount)}, r = ${formatPlain(inputs.aprPercent)}% ÷ 12, n = ${formatPlain(loan.months)} months.`,
    }
  },
}
