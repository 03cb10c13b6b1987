import { describe, expect, it } from 'vitest'
import { vibes } from '../contract/tools.schemas.ts'
import { generateBusinessNames } from './business-names.ts'
import { vibeWords } from './vibe-words.ts'

/** A seeded generator (mulberry32), so a failing draw can be replayed. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe('generateBusinessNames', () => {
  it.each(vibes)('gives at least 10 distinct names built on the keyword for the %s vibe', (vibe) => {
    const names = generateBusinessNames('biscuit', vibe, { random: seeded(1) })
    expect(names.length).toBeGreaterThanOrEqual(10)
    expect(new Set(names).size).toBe(names.length)
    for (const name of names) expect(name).toMatch(/Biscuit/)
  })

  it('dresses names in the words of the chosen vibe', () => {
    const { adjectives, nouns, blends } = vibeWords.rustic
    const vibeVocabulary = [...adjectives, ...nouns, ...blends, '&', 'The']
    const names = generateBusinessNames('peach', 'rustic', { random: seeded(2) })
    for (const name of names) {
      expect(vibeVocabulary.some((word) => name.includes(word))).toBe(true)
    }
  })

  it('uses every keyword and cleans up punctuation and case', () => {
    const names = generateBusinessNames('  PEACH, pie!!  peach ', 'playful', { random: seeded(3) })
    expect(names.join(' ')).not.toMatch(/[!,]|PEACH/)
    const all = new Set(
      Array.from({ length: 20 }, (_, i) =>
        generateBusinessNames('peach pie', 'playful', { random: seeded(i) }),
      ).flat(),
    )
    expect([...all].some((name) => name.includes('Peach'))).toBe(true)
    expect([...all].some((name) => name.includes('Pie'))).toBe(true)
  })

  it('never hands out the same list twice in a row, even when the draw repeats', () => {
    const sameDraw = () => 0.5
    const first = generateBusinessNames('barn', 'elegant', { random: sameDraw })
    const second = generateBusinessNames('barn', 'elegant', { random: sameDraw, previous: first })
    expect(second).not.toEqual(first)
    expect(second).toHaveLength(first.length)
  })

  it('gives nothing for keywords without a single letter or digit', () => {
    expect(generateBusinessNames(' !!! , ', 'professional')).toEqual([])
  })
})
