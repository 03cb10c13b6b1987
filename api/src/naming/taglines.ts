import { pickFresh } from './keywords.ts'
import type { GenerateOptions } from './business-names.ts'

export const taglineCount = 6

// {I} an industry at the start of a sentence, {i} inside one; {V} and {v} the value proposition likewise.
const patterns = [
  '{V}. That’s the {i} way we do it.',
  '{I}, done right: {v}.',
  'Where {i} meets {v}.',
  'Your {i} partner for {v}.',
  '{V}. Every single time.',
  'Because your {i} deserves {v}.',
  'Small-town {i}, big-time {v}.',
  '{V}, from first hello to final invoice.',
  'The {i} folks who put {v} first.',
  'Honest {i}. Real {v}.',
  '{I} without the fuss. Just {v}.',
  'Come for the {i}. Stay for the {v}.',
  'Good {i} starts with {v}.',
  '{V}? Now that’s {i}.',
]

/** Taglines built from the industry and the value proposition: 6 distinct lines. */
export function generateTaglines(industry: string, value: string, options: GenerateOptions = {}): string[] {
  const i = phrase(industry)
  const v = phrase(value)
  if (!i || !v) return []
  const lines = patterns.map((pattern) =>
    pattern.replace('{I}', capitalize(i)).replace('{i}', i).replace('{V}', capitalize(v)).replace('{v}', v),
  )
  return pickFresh(lines, taglineCount, options.random ?? Math.random, options.previous)
}

/** "Fast, friendly service." → "fast, friendly service" (acronyms and names keep their capitals). */
function phrase(text: string): string {
  const trimmed = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!?]+$/, '')
  const [first = '', ...rest] = trimmed.split(' ')
  const keepsCapital = first.length > 1 && first === first.toUpperCase()
  return [keepsCapital ? first : first.charAt(0).toLowerCase() + first.slice(1), ...rest].join(' ')
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
