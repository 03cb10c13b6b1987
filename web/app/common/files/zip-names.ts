/** Names for the files of a ZIP: a name already taken gets " (2)", " (3)", ... before its extension. */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>()
  return names.map((name) => {
    let unique = name
    for (let n = 2; taken.has(unique.toLowerCase()); n++) unique = name.replace(/(\.[^.]*)?$/, ` (${n})$1`)
    taken.add(unique.toLowerCase())
    return unique
  })
}
