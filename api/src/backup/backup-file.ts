import { createHash, type Hash } from 'node:crypto'

// The backup file (docs/decisions/026-backups-without-pg-dump.md): gzip around plain text that reads like
// the data part of a pg_dump script, so `zcat FILE | less` shows what it holds:
//
//   -- studio backup, format 1
//   -- {"format":1,"createdAt":"…","server":"…","migrations":["0001_platform", …]}
//   COPY "users" ("id", "username", …) FROM stdin;
//   <the table's rows, as COPY … TO STDOUT writes them>
//   \.
//   … one COPY block per table …
//   SELECT pg_catalog.setval('"users_id_seq"', 42, true);
//   -- end {"tables":{"users":3, …},"sha256":"<hex digest of every byte above this line>"}
//
// The reader below never runs text from the file: it recognises these line shapes only and hands the rows
// to COPY FROM, which parses them as data. The closing checksum finds a cut or altered file.

const magicLine = '-- studio backup, format 1'
const headerPrefix = '-- '
const trailerPrefix = '-- end '
const copyLine = /^COPY ("(?:[^"]|"")+") \(((?:"(?:[^"]|"")+")(?:, "(?:[^"]|"")+")*)\) FROM stdin;$/
const setvalLine = /^SELECT pg_catalog\.setval\('("(?:[^"']|"")+")', (\d+), (true|false)\);$/
const endOfRows = Buffer.from('\\.\n')
const newlineThenEndOfRows = Buffer.from('\n\\.\n')

export interface BackupHeader {
  format: 1
  createdAt: string
  /** PostgreSQL's version string, for the reader's information. */
  server: string
  /** The migrations applied to the database, in the order they ran: its schema's level. */
  migrations: string[]
}

export interface BackupTrailer {
  /** Rows per table, as COPY counted them. */
  tables: Record<string, number>
  sha256: string
}

/** A file that is not a backup, or not a whole one: the sentence says which, and that nothing changed. */
export class BackupFileError extends Error {}

/** "users" for `users`: an identifier as PostgreSQL quotes it. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

function unquoteIdentifier(quoted: string): string {
  return quoted.slice(1, -1).replaceAll('""', '"')
}

/** The lines of a backup in order, hashed as they go; the caller writes the bytes each returns. */
export class BackupText {
  private readonly hash = createHash('sha256')

  private hashed(text: string | Buffer): Buffer {
    const bytes = typeof text === 'string' ? Buffer.from(text) : text
    this.hash.update(bytes)
    return bytes
  }

  header(header: Omit<BackupHeader, 'format'>): Buffer {
    return this.hashed(`${magicLine}\n${headerPrefix}${JSON.stringify({ format: 1, ...header })}\n`)
  }

  tableStart(table: string, columns: string[]): Buffer {
    return this.hashed(
      `COPY ${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(', ')}) FROM stdin;\n`,
    )
  }

  /** A piece of the rows as COPY … TO STDOUT gave it. */
  rows(chunk: Buffer): Buffer {
    return this.hashed(chunk)
  }

  tableEnd(): Buffer {
    return this.hashed(endOfRows)
  }

  sequence(name: string, value: number | string, isCalled: boolean): Buffer {
    const quoted = quoteIdentifier(name)
    if (quoted.includes("'")) throw new Error(`A sequence name with a quote cannot be backed up: ${name}`)
    return this.hashed(`SELECT pg_catalog.setval('${quoted}', ${value}, ${isCalled});\n`)
  }

  trailer(tables: Record<string, number>): Buffer {
    const trailer: BackupTrailer = { tables, sha256: this.hash.digest('hex') }
    return Buffer.from(`${trailerPrefix}${JSON.stringify(trailer)}\n`)
  }
}

export type BackupEvent =
  | { kind: 'header'; header: BackupHeader }
  | { kind: 'table'; table: string; columns: string[] }
  /** Rows of the current table, cut at line ends, in COPY's text format. */
  | { kind: 'rows'; chunk: Buffer }
  | { kind: 'table-end' }
  | { kind: 'sequence'; name: string; value: string; isCalled: boolean }
  | { kind: 'end'; trailer: BackupTrailer }

/**
 * Reads a backup's decompressed bytes as events, checking its shape as it goes and its checksum at the end;
 * anything else (another file, a cut one, an altered one) throws a BackupFileError. Rows are passed on
 * in pieces as they arrive, so a table of any size needs no more memory than its longest row.
 */
export async function* readBackupText(input: AsyncIterable<Buffer>): AsyncGenerator<BackupEvent> {
  const hash: Hash = createHash('sha256')
  let pending: Buffer = Buffer.alloc(0)
  let lineNumber = 0
  let inRows = false
  let header: BackupHeader | undefined
  let trailer: BackupTrailer | undefined

  const damaged = (why: string) => new BackupFileError(`The file is damaged: ${why}.`)

  function* handleLine(line: string): Generator<BackupEvent> {
    lineNumber += 1
    if (lineNumber === 1) {
      if (line !== magicLine)
        throw new BackupFileError('This is not a studio backup: its first line is not the backup header.')
      return
    }
    if (lineNumber === 2) {
      header = parseHeader(line)
      yield { kind: 'header', header }
      return
    }
    if (line.startsWith(trailerPrefix)) {
      trailer = parseTrailer(line.slice(trailerPrefix.length))
      const digest = hash.digest('hex')
      if (trailer.sha256 !== digest) {
        throw new BackupFileError('The file is damaged: its checksum does not match its contents.')
      }
      yield { kind: 'end', trailer }
      return
    }
    const copy = copyLine.exec(line)
    if (copy) {
      const columns = [...copy[2]!.matchAll(/"(?:[^"]|"")+"/g)].map((match) => unquoteIdentifier(match[0]))
      inRows = true
      yield { kind: 'table', table: unquoteIdentifier(copy[1]!), columns }
      return
    }
    const setval = setvalLine.exec(line)
    if (setval) {
      yield {
        kind: 'sequence',
        name: unquoteIdentifier(setval[1]!),
        value: setval[2]!,
        isCalled: setval[3] === 'true',
      }
      return
    }
    throw damaged('a line is neither a table, a sequence nor its closing line')
  }

  for await (const chunk of input) {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk])
    while (pending.length > 0) {
      if (inRows) {
        // `pending` starts at a line start; the rows end at a line that is `\.` alone.
        const end = pending.subarray(0, endOfRows.length).equals(endOfRows)
          ? 0
          : pending.indexOf(newlineThenEndOfRows)
        if (end === -1) {
          const lastNewline = pending.lastIndexOf(0x0a)
          if (lastNewline === -1) break
          const rows = pending.subarray(0, lastNewline + 1)
          hash.update(rows)
          yield { kind: 'rows', chunk: rows }
          pending = pending.subarray(lastNewline + 1)
          break
        }
        const rowsEnd = end === 0 ? 0 : end + 1
        if (rowsEnd > 0) {
          const rows = pending.subarray(0, rowsEnd)
          hash.update(rows)
          yield { kind: 'rows', chunk: rows }
        }
        hash.update(endOfRows)
        pending = pending.subarray(rowsEnd + endOfRows.length)
        inRows = false
        yield { kind: 'table-end' }
        continue
      }
      if (trailer) throw damaged('it goes on after its closing line')
      const newline = pending.indexOf(0x0a)
      if (newline === -1) break
      const lineBytes = pending.subarray(0, newline + 1)
      const line = lineBytes.subarray(0, newline).toString('utf8')
      if (!line.startsWith(trailerPrefix)) hash.update(lineBytes)
      pending = pending.subarray(newline + 1)
      yield* handleLine(line)
    }
    // A line this long is no line of a backup (a row, which may be long, is passed on as it comes).
    if (!inRows && pending.length > 1_000_000) throw damaged('a line is far too long')
  }
  if (lineNumber === 0 && pending.length === 0) throw new BackupFileError('The file is empty.')
  if (!trailer) {
    throw new BackupFileError('The file is incomplete: it ends before its closing checksum line.')
  }
  if (pending.length > 0) throw damaged('it goes on after its closing line')
}

function parseJson(text: string, what: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text)
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>
  } catch {
    // reported below
  }
  throw new BackupFileError(`The file is damaged: its ${what} line cannot be read.`)
}

function parseHeader(line: string): BackupHeader {
  if (!line.startsWith(headerPrefix))
    throw new BackupFileError('The file is damaged: its header line is missing.')
  const value = parseJson(line.slice(headerPrefix.length), 'header')
  const { format, createdAt, server, migrations } = value
  if (format !== 1)
    throw new BackupFileError(`This backup's format (${String(format)}) is not one this version reads.`)
  if (
    typeof createdAt !== 'string' ||
    typeof server !== 'string' ||
    !Array.isArray(migrations) ||
    !migrations.every((name) => typeof name === 'string')
  ) {
    throw new BackupFileError('The file is damaged: its header line lacks what a backup records.')
  }
  return { format, createdAt, server, migrations: migrations as string[] }
}

function parseTrailer(text: string): BackupTrailer {
  const { tables, sha256 } = parseJson(text, 'closing')
  const counts = Object.entries((tables ?? {}) as Record<string, unknown>)
  if (typeof sha256 !== 'string' || counts.some(([, rows]) => typeof rows !== 'number')) {
    throw new BackupFileError('The file is damaged: its closing line lacks its checksum.')
  }
  return { tables: Object.fromEntries(counts) as Record<string, number>, sha256 }
}
