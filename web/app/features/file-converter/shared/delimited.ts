export type Delimiter = ',' | '\t' | ';' | '|'

/** The separators a CSV file may use: comma, and the semicolon and pipe that some locales and tools write. */
const csvDelimiters = [',', ';', '|'] as const

/**
 * The separator of a CSV text: whichever of comma, semicolon and pipe its first row holds most often
 * outside quotes (a comma when none, or on a tie).
 */
export function detectDelimiter(text: string): ',' | ';' | '|' {
  const { counts } = scanFirstRow(text)
  let best: ',' | ';' | '|' = ','
  for (const delimiter of csvDelimiters)
    if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter
  return best
}

/** Whether `text` holds the whole first row as detectDelimiter reads it (a line break outside quotes). */
export function holdsFirstRow(text: string): boolean {
  return scanFirstRow(text).ended
}

function scanFirstRow(text: string) {
  const counts = new Map<string, number>()
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (char === '"') quoted = !quoted
    else if (!quoted && (char === '\n' || char === '\r')) return { counts, ended: true }
    else if (!quoted) counts.set(char, (counts.get(char) ?? 0) + 1)
  }
  return { counts, ended: false }
}

/** Rows handed over at a time: large enough to batch the work, small enough to report progress. */
const rowsPerChunk = 20_000
const quoteCode = 34
const newlineCode = 10
const returnCode = 13

/**
 * Reads delimited text by the rules of docs/product.md#reading-delimited-text: double-quoted fields, doubled
 * quotes inside them, CRLF, CR or LF line ends (even mixed), a final line break ending the last row rather
 * than starting an empty one. Rows come a chunk at a time so a large file is never held twice as rows. A
 * blank line is a row of one empty cell; short rows come back short (the caller pads them). An unclosed quote
 * runs to the end of the text, and text after a closing quote stays in the cell: malformed input is read
 * leniently.
 *
 * Papa Parse reads the same way (the tests use it as the reference), but only with one newline style per
 * file, and in the 100 MB benchmark its parser alone took longer than this whole conversion may; this
 * loop does the same indexOf jumps without its per-field bookkeeping, about twice as fast.
 */
export function parseDelimited(
  input: string,
  delimiter: Delimiter,
  onRows: (rows: string[][], charsRead: number) => void,
): void {
  parseDelimitedRows(input, delimiter, onRows, true)
}

/**
 * parseDelimited over part of a text: unless `final`, the row the text ends in is left unread (it may go
 * on in the next chunk) and its text is returned as it was, to be read again with what follows.
 */
export function parseDelimitedRows(
  text: string,
  delimiter: Delimiter,
  onRows: (rows: string[][], charsRead: number) => void,
  final: boolean,
): string {
  const end = text.length
  const delimiterCode = delimiter.charCodeAt(0)
  // Only a line end outside quotes ends a row; inside quotes a CR, LF or CRLF is data, kept as it is.
  const hasReturns = text.includes('\r')
  let rows: string[][] = []
  let row: string[] = []
  let pos = 0
  let rowStart = 0
  // The next delimiter, line feed and carriage return at or after pos (-1: none left), looked up again
  // only once passed.
  let nextDelimiter = text.indexOf(delimiter)
  let nextNewline = text.indexOf('\n')
  let nextReturn = hasReturns ? text.indexOf('\r') : -1
  const skipTo = (position: number) => {
    pos = position
    if (nextDelimiter !== -1 && nextDelimiter < pos) nextDelimiter = text.indexOf(delimiter, pos)
    if (nextNewline !== -1 && nextNewline < pos) nextNewline = text.indexOf('\n', pos)
    if (nextReturn !== -1 && nextReturn < pos) nextReturn = text.indexOf('\r', pos)
  }
  const fieldEnd = () =>
    Math.min(
      nextDelimiter === -1 ? end : nextDelimiter,
      nextNewline === -1 ? end : nextNewline,
      nextReturn === -1 ? end : nextReturn,
    )

  while (pos < end) {
    if (text.charCodeAt(pos) === quoteCode) {
      let value = ''
      let start = pos + 1
      for (;;) {
        const quote = text.indexOf('"', start)
        if (quote === -1) {
          value += text.slice(start)
          skipTo(end)
          break
        }
        if (text.charCodeAt(quote + 1) === quoteCode) {
          value += text.slice(start, quote + 1)
          start = quote + 2
          continue
        }
        value += text.slice(start, quote)
        skipTo(quote + 1)
        break
      }
      const rest = fieldEnd()
      if (rest > pos) value += text.slice(pos, rest)
      row.push(value)
      pos = rest
    } else {
      const rest = fieldEnd()
      row.push(text.slice(pos, rest))
      pos = rest
    }
    if (pos >= end) break
    // pos is on a delimiter or a line break.
    const atDelimiter = text.charCodeAt(pos) === delimiterCode
    skipTo(pos + 1)
    if (atDelimiter) {
      if (pos === end) row.push('')
      continue
    }
    // A CRLF is one line end.
    if (text.charCodeAt(pos - 1) === returnCode && text.charCodeAt(pos) === newlineCode) skipTo(pos + 1)
    rows.push(row)
    row = []
    rowStart = pos
    if (rows.length === rowsPerChunk) {
      onRows(rows, pos)
      rows = []
    }
  }
  if (!final) {
    onRows(rows, rowStart)
    return text.slice(rowStart)
  }
  if (row.length > 0) rows.push(row)
  onRows(rows, end)
  return ''
}

/**
 * Writes one cell, quoted (with quotes doubled) when it holds a quote, a line break, the delimiter, or
 * leading or trailing whitespace. (Papa.unparse quotes for spaces only, not other whitespace such as tabs.)
 */
export function cellWriter(delimiter: ',' | '\t', spreadsheetSafe = false): (value: string) => string {
  const needsQuotes = delimiter === ',' ? /["\r\n,]|^\s|\s$/ : /["\r\n\t]|^\s|\s$/
  const quote = (value: string) => (needsQuotes.test(value) ? `"${value.replaceAll('"', '""')}"` : value)
  return spreadsheetSafe ? (value) => quote(neutralisedCell(value)) : quote
}

/**
 * A cell a spreadsheet would run as a formula (starting with =, +, -, @, or a tab or carriage return that
 * hides one) gets a leading apostrophe, which spreadsheets show as text: OWASP's defence against CSV
 * injection. A negative number such as -5 is prefixed too; that is the price of the rule.
 */
export function neutralisedCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}
