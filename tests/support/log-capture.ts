import { Writable } from 'node:stream'

/** A pino destination that keeps every log line, so a test can assert on what was (not) logged. */
export function captureLogs() {
  const lines: string[] = []
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { lines, destination }
}
