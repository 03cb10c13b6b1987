import { describe, expect, it } from 'vitest'
import { billState, formatDueDate, possessive, totalDue } from './bill-display.ts'

describe('totalDue', () => {
  it('adds only unpaid amounts, exactly to the cent', () => {
    const bills = [
      { amount: 0.1, paid: false },
      { amount: 0.2, paid: false },
      { amount: 1000, paid: true },
      { amount: 19.99, paid: false },
    ]
    expect(totalDue(bills)).toBe(20.29)
  })

  it('is 0 for no bills or only paid ones', () => {
    expect(totalDue([])).toBe(0)
    expect(totalDue([{ amount: 5, paid: true }])).toBe(0)
  })
})

describe('billState', () => {
  it('shows paid over overdue, and overdue over due', () => {
    expect(billState({ paid: true, overdue: true })).toBe('paid')
    expect(billState({ paid: false, overdue: true })).toBe('overdue')
    expect(billState({ paid: false, overdue: false })).toBe('due')
  })
})

describe('formatDueDate', () => {
  it('shows the stored calendar day, whatever the time zone', () => {
    expect(formatDueDate('2025-01-31')).toBe('Jan 31, 2025')
    expect(formatDueDate('2024-02-29')).toBe('Feb 29, 2024')
  })
})

describe('possessive', () => {
  it('reads "My" for the default "Me", and takes a bare apostrophe after a final s', () => {
    expect(possessive('Me')).toBe('My')
    expect(possessive('me')).toBe('My')
    expect(possessive('Jordan')).toBe('Jordan’s')
    expect(possessive('James')).toBe('James’')
    expect(possessive('CHRIS')).toBe('CHRIS’')
    expect(possessive('Partner')).toBe('Partner’s')
  })
})
