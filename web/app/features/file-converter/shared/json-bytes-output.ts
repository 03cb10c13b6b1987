import { utf8SequenceLength } from './utf8-sequence'

const quoteByte = 0x22
const backslashByte = 0x5c
/** U+FFFD, the replacement character, as UTF-8. */
const replacementBytes = [0xef, 0xbf, 0xbd]

/** Bytes of output gathered before they are handed on. */
const defaultOutputBytes = 1 << 20

/** For each byte, 1 when a JSON string holds it as it is: printable ASCII but the quote and backslash. */
export const jsonPlainBytes: Uint8Array = (() => {
  const plain = new Uint8Array(256)
  for (let byte = 0x20; byte < 0x80; byte++) plain[byte] = 1
  plain[quoteByte] = 0
  plain[backslashByte] = 0
  return plain
})()

/** How JSON.stringify writes each ASCII byte it escapes (the rest are left undefined). */
const jsonEscapes: Uint8Array[] = Array.from({ length: 0x80 }, (_, byte) =>
  new TextEncoder().encode(JSON.stringify(String.fromCharCode(byte)).slice(1, -1)),
)

/** UTF-8 JSON text written into large byte buffers, each handed on whole when full. */
export interface JsonBytesOutput {
  put(bytes: Uint8Array | number[]): void
  putByte(byte: number): void
  /** Copies input[from, to), bytes a JSON string holds as they are (see jsonPlainBytes). */
  copy(input: Uint8Array, from: number, to: number): void
  /**
   * Writes the byte at input[i] inside a JSON string, one it does not hold as it is: escaped as
   * JSON.stringify escapes it, or from 0x80 the character it starts, checked (U+FFFD when malformed).
   * Returns where the next one starts.
   */
  putOther(input: Uint8Array, i: number): number
  /** From here on nothing is handed on, so that dropHeld can take it back. */
  hold(): void
  /** Takes back what was written since hold(). */
  dropHeld(): void
  /** Hands on what is left; nothing is written after. */
  end(): void
}

/** `onOutput` takes each piece of output: a new array every time, never written to again. */
export function jsonBytesOutput(
  onOutput: (bytes: Uint8Array<ArrayBuffer>) => void,
  outputBytes = defaultOutputBytes,
): JsonBytesOutput {
  let output = new Uint8Array(outputBytes)
  let at = 0
  let holding = false
  let heldFrom = 0

  /** Room for `count` more bytes: the output so far is handed on, unless it is held (then it grows). */
  const room = (count: number) => {
    if (at + count <= output.length) return
    if (holding || at === 0) {
      const bigger = new Uint8Array(Math.max(output.length * 2, at + count))
      bigger.set(output.subarray(0, at))
      output = bigger
      return
    }
    onOutput(output.subarray(0, at))
    output = new Uint8Array(Math.max(outputBytes, count))
    at = 0
  }
  const put = (bytes: Uint8Array | number[]) => {
    room(bytes.length)
    for (let i = 0; i < bytes.length; i++) output[at++] = bytes[i]!
  }
  /** Copies input[from, to), a buffer's room at a time. */
  const copy = (input: Uint8Array, from: number, to: number) => {
    while (from < to) {
      room(Math.min(to - from, outputBytes))
      const end = Math.min(to, from + output.length - at)
      if (end - from > 32) {
        output.set(input.subarray(from, end), at)
        at += end - from
      } else {
        for (let i = from; i < end; i++) output[at++] = input[i]!
      }
      from = end
    }
  }
  const putCharacter = (input: Uint8Array, i: number): number => {
    const length = utf8SequenceLength(input, i)
    if (length > 0) {
      copy(input, i, i + length)
      return i + length
    }
    put(replacementBytes)
    return i - length
  }

  return {
    put,
    putByte(byte) {
      room(1)
      output[at++] = byte
    },
    copy,
    putOther(input, i) {
      const byte = input[i]!
      if (byte >= 0x80) return putCharacter(input, i)
      put(jsonEscapes[byte]!)
      return i + 1
    },
    hold() {
      holding = true
      heldFrom = at
    },
    dropHeld() {
      holding = false
      at = heldFrom
    },
    end() {
      if (at > 0) onOutput(output.subarray(0, at))
      output = new Uint8Array(0)
      at = 0
    },
  }
}
