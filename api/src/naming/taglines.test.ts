import { describe, expect, it } from 'vitest'
import { generateTaglines } from './taglines.ts'

describe('generateTaglines', () => {
  it('gives at least 5 distinct taglines, each built on the value and most naming the industry', () => {
    const taglines = generateTaglines('Plumbing', 'Same-day repairs.')
    expect(taglines.length).toBeGreaterThanOrEqual(5)
    expect(new Set(taglines).size).toBe(taglines.length)
    expect(taglines.filter((line) => /plumbing/i.test(line)).length).toBeGreaterThan(taglines.length / 2 - 1)
    for (const line of taglines) {
      expect(line).toMatch(/same-day repairs/i)
      expect(line).not.toMatch(/\.\./)
      expect(line.charAt(0)).toBe(line.charAt(0).toUpperCase())
    }
  })

  it('keeps acronyms as written', () => {
    const taglines = generateTaglines('HVAC', 'honest quotes')
    expect(taglines.join(' ')).toMatch(/HVAC/)
    expect(taglines.join(' ')).not.toMatch(/hVAC/)
  })

  it('never hands out the same list twice in a row', () => {
    const first = generateTaglines('bakery', 'warm biscuits', { random: () => 0.1 })
    expect(generateTaglines('bakery', 'warm biscuits', { random: () => 0.1, previous: first })).not.toEqual(
      first,
    )
  })
})
