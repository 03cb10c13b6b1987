import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { parseKeywords, pickFresh } from './keywords.ts'

describe('parseKeywords', () => {
  it('title-cases, de-duplicates and caps the keywords', () => {
    expect(parseKeywords('peach PIE, peach; café/bar | one two')).toEqual(['Peach', 'Pie', 'Café', 'Bar'])
  })
})

describe('pickFresh', () => {
  it('picks the requested number of distinct candidates, never the previous list', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 2, maxLength: 30 }),
        fc.integer({ min: 1, max: 12 }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (candidates, wanted, draw) => {
          const count = Math.min(wanted, candidates.length)
          const random = () => draw
          const first = pickFresh(candidates, count, random)
          const second = pickFresh(candidates, count, random, first)
          expect(new Set(first).size).toBe(count)
          expect(new Set(second).size).toBe(count)
          if (count > 1 || candidates.length > count) expect(second).not.toEqual(first)
        },
      ),
    )
  })
})
