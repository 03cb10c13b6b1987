/** The words of "bakery, farm fresh" as title-cased keywords, de-duplicated, at most `limit`. */
export function parseKeywords(text: string, limit = 4): string[] {
  const seen = new Set<string>()
  const words: string[] = []
  for (const raw of text.split(/[\s,;/|]+/)) {
    const word = raw.replace(/[^\p{L}\p{N}'&-]/gu, '').replace(/^['&-]+|['&-]+$/g, '')
    const key = word.toLowerCase()
    if (!word || seen.has(key)) continue
    seen.add(key)
    words.push(titleCase(word))
    if (words.length === limit) break
  }
  return words
}

export function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()
}

/** A Fisher–Yates shuffle driven by `random`, so tests can fix the order. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
  }
  return copy
}

/**
 * Picks `count` of the candidates in a random order, never returning exactly `previous` (the list the
 * same person got last time): when the draw repeats it, the last pick is swapped for an unused candidate,
 * or the order is rotated when there is none.
 */
export function pickFresh(
  candidates: readonly string[],
  count: number,
  random: () => number,
  previous?: readonly string[],
) {
  const unique = [...new Set(candidates)]
  const order = shuffled(unique, random)
  const picked = order.slice(0, count)
  if (!previous || picked.join('\n') !== previous.join('\n')) return picked
  const spare = order[count]
  if (spare !== undefined) return [...picked.slice(0, -1), spare]
  return [...picked.slice(1), ...picked.slice(0, 1)]
}
