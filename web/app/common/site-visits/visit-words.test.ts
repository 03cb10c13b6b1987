import { describe, expect, it } from 'vitest'
import { changeWords, countryName, lastVisitWords, timeAgo, visitsByDaySummary } from './visit-words'

const now = new Date('2026-11-26T15:00:00Z')
const before = (ms: number) => new Date(now.getTime() - ms).toISOString()
const minutes = (n: number) => n * 60_000

describe('the last visit in words', () => {
  it('waits for the first visit until one has come', () => {
    expect(lastVisitWords(null, now)).toBe('Waiting for the first visit')
  })

  it('says how long ago in the largest unit that fits', () => {
    expect(lastVisitWords(before(20_000), now)).toBe('Last visit just now')
    expect(lastVisitWords(before(minutes(1)), now)).toBe('Last visit 1 minute ago')
    expect(lastVisitWords(before(minutes(2.5)), now)).toBe('Last visit 2 minutes ago')
    expect(timeAgo(before(minutes(59)), now)).toBe('59 minutes ago')
    expect(timeAgo(before(minutes(60)), now)).toBe('1 hour ago')
    expect(timeAgo(before(minutes(60 * 23.9)), now)).toBe('23 hours ago')
    expect(timeAgo(before(minutes(60 * 30)), now)).toBe('yesterday')
    expect(timeAgo(before(minutes(60 * 24 * 6)), now)).toBe('6 days ago')
    expect(timeAgo(before(minutes(60 * 24 * 45)), now)).toBe('last month')
    expect(timeAgo(before(minutes(60 * 24 * 400)), now)).toBe('last year')
  })

  it('says "just now" for a clock a little ahead of the reader’s', () => {
    expect(timeAgo(new Date(now.getTime() + 5_000).toISOString(), now)).toBe('just now')
  })
})

describe('a figure beside last month’s', () => {
  it('says up or down by how much, from what', () => {
    expect(changeWords(100, 80)).toBe('up 25% from 80')
    expect(changeWords(900, 1000)).toBe('down 10% from 1,000')
    expect(changeWords(1001, 1000)).toBe('up less than 1% from 1,000')
    expect(changeWords(0, 12)).toBe('down 100% from 12')
  })

  it('says so when there is nothing to compare', () => {
    expect(changeWords(40, 40)).toBe('the same as the month before')
    expect(changeWords(40, 0)).toBe('up from none the month before')
    expect(changeWords(40, null)).toBe('no figures for the month before')
  })
})

describe('country names', () => {
  it('names a country by its code, and the table’s unknown as "Unknown"', () => {
    expect(countryName('US')).toBe('United States')
    expect(countryName('DE')).toBe('Germany')
    expect(countryName('ZZ')).toBe('Unknown')
    expect(countryName('not a code')).toBe('not a code')
  })
})

describe('the visits chart in a sentence', () => {
  const day = (date: string, visitors: number, pageviews: number) => ({ date, visitors, pageviews })

  it('gives the range’s totals and its busiest day', () => {
    const days = [day('2026-11-01', 3, 5), day('2026-11-02', 40, 90), day('2026-11-03', 1, 1)]
    expect(visitsByDaySummary({ visitors: 42, pageviews: 96, days })).toBe(
      '42 visitors and 96 pageviews from Nov 1 to Nov 3; the busiest day was Nov 2, with 40 visitors.',
    )
    expect(visitsByDaySummary({ visitors: 1, pageviews: 1, days: [day('2026-11-03', 1, 1)] })).toBe(
      '1 visitor and 1 pageview on Nov 3; the busiest day was Nov 3, with 1 visitor.',
    )
  })

  it('says there were none rather than naming a busiest day', () => {
    const days = [day('2026-11-01', 0, 0), day('2026-11-02', 0, 0)]
    expect(visitsByDaySummary({ visitors: 0, pageviews: 0, days })).toBe('No visits from Nov 1 to Nov 2.')
  })
})
