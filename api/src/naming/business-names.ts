import type { Vibe } from '../contract/tools.ts'
import { parseKeywords, pickFresh } from './keywords.ts'
import { vibeWords } from './vibe-words.ts'

export const businessNameCount = 12

export interface GenerateOptions {
  random?: () => number
  /** The list this person got last time for the same input; the new one always differs. */
  previous?: readonly string[]
}

/** Business names from the keywords dressed in the vibe's words and patterns: 12 distinct names. */
export function generateBusinessNames(keywords: string, vibe: Vibe, options: GenerateOptions = {}): string[] {
  const words = parseKeywords(keywords)
  if (words.length === 0) return []
  const { adjectives, nouns, blends, patterns } = vibeWords[vibe]
  const candidates: string[] = []
  for (const keyword of words) {
    for (const pattern of patterns) {
      for (const adjective of pattern.includes('{a}') ? adjectives : ['']) {
        for (const noun of pattern.includes('{n}') ? nouns : ['']) {
          for (const blend of pattern.includes('{b}') ? blends : ['']) {
            candidates.push(
              pattern
                .replace('{k}', keyword)
                .replace('{a}', adjective)
                .replace('{n}', noun)
                .replace('{b}', blend.startsWith(keyword.slice(-1).toLowerCase()) ? blend.slice(1) : blend),
            )
          }
        }
      }
    }
  }
  if (words.length > 1)
    candidates.push(`${words[0]} & ${words[1]}`, `${words[1]} ${words[0]}`, `${words.join(' ')}`)
  return pickFresh(candidates, businessNameCount, options.random ?? Math.random, options.previous)
}
