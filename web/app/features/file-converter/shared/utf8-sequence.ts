/**
 * The UTF-8 sequence starting at bytes[i], a byte from 0x80, checked as the WHATWG UTF-8 decoder checks it:
 * positive, a well-formed character of that many bytes; negative, a malformed sequence of that many bytes,
 * which the decoder reads as one U+FFFD (the byte that showed it malformed is not part of it: it is read
 * again). A sequence cut off by the end of `bytes` is malformed up to that end.
 */
export function utf8SequenceLength(bytes: Uint8Array, i: number): number {
  const lead = bytes[i]!
  let needed: number
  // The range the next byte must fall in: narrower after some leads, which rules out overlong forms,
  // encoded surrogates and code points past U+10FFFF.
  let lower = 0x80
  let upper = 0xbf
  if (lead >= 0xc2 && lead <= 0xdf) needed = 1
  else if (lead >= 0xe0 && lead <= 0xef) {
    needed = 2
    if (lead === 0xe0) lower = 0xa0
    else if (lead === 0xed) upper = 0x9f
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    needed = 3
    if (lead === 0xf0) lower = 0x90
    else if (lead === 0xf4) upper = 0x8f
  } else return -1
  for (let k = 1; k <= needed; k++) {
    const next = bytes[i + k]
    if (next === undefined) return -(bytes.length - i)
    if (next < lower || next > upper) return -k
    lower = 0x80
    upper = 0xbf
  }
  return needed + 1
}
