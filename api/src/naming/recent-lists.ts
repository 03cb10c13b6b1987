/**
 * The last list handed out for each input (e.g. "bakery|rustic"), so the next one for the same input can
 * differ. Bounded: the oldest input is forgotten first.
 */
export function createRecentLists(limit = 1_000) {
  const lists = new Map<string, string[]>()
  return {
    last(key: string): string[] | undefined {
      return lists.get(key)
    },
    remember(key: string, list: string[]): void {
      lists.delete(key)
      lists.set(key, list)
      if (lists.size > limit) lists.delete(lists.keys().next().value!)
    },
  }
}
