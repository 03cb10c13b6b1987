import type { Bill } from '@studio/api/contract/bills'

export type { Bill }

/**
 * A member's name as an owner: 'Jordan' → 'Jordan’s', 'James' → 'James’', and the default private
 * household's 'Me' → 'My' (never "Me’s").
 */
export function possessive(name: string): string {
  if (name.toLowerCase() === 'me') return 'My'
  return /s$/i.test(name) ? `${name}’` : `${name}’s`
}

/** 'Total Amount Due': the sum of the unpaid amounts, added in whole cents so $0.10 + $0.20 is $0.30. */
export function totalDue(bills: readonly Pick<Bill, 'amount' | 'paid'>[]): number {
  const cents = bills
    .filter((bill) => !bill.paid)
    .reduce((sum, bill) => sum + Math.round(bill.amount * 100), 0)
  return cents / 100
}

/**
 * The colour a row shows (docs/product.md#rows-and-colours): green when paid, red when overdue, white
 * otherwise.
 */
export function billState(bill: Pick<Bill, 'paid' | 'overdue'>): 'paid' | 'overdue' | 'due' {
  if (bill.paid) return 'paid'
  return bill.overdue ? 'overdue' : 'due'
}

const dueDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** '2025-01-31' → 'Jan 31, 2025', the same calendar day in every time zone. */
export function formatDueDate(dueDate: string): string {
  return dueDateFormat.format(new Date(`${dueDate}T00:00:00Z`))
}
