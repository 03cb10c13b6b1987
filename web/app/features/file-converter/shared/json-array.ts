/**
 * The text around and between the records of a JSON array as JSON.stringify(records, null, 2) writes it,
 * for a body written in parts (by one writer in batches, or by two workers each writing part of a file).
 */
export const jsonArrayText = { open: '[\n', between: ',\n', close: '\n]', empty: '[]' } as const

/**
 * The pieces of a JSON array whose records are written, in order, in `bodies` (each the records' text with
 * no brackets, empty when it holds no records).
 */
export function jsonArrayPieces<Body>(bodies: { body: Body; empty: boolean }[]): (Body | string)[] {
  const written = bodies.filter((part) => !part.empty)
  if (written.length === 0) return [jsonArrayText.empty]
  const pieces: (Body | string)[] = [jsonArrayText.open]
  written.forEach((part, i) => pieces.push(...(i === 0 ? [part.body] : [jsonArrayText.between, part.body])))
  pieces.push(jsonArrayText.close)
  return pieces
}
