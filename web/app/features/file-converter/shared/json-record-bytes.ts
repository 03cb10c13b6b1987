import type { DelimitedByteSink } from './delimited-byte-scanner'
import { jsonPlainBytes, type JsonBytesOutput } from './json-bytes-output'
import { jsonArrayText } from './json-array'
import { columnKeys } from './table'

const quoteByte = 0x22

export interface JsonRecordBytesOptions {
  /** The header's names: each cell's key (see columnKeys), and the width a short row is padded to. */
  names: string[]
  /** The first row read is the header: read like any other, then its output taken back. */
  skipsHeaderRow: boolean
  /** Write the array's brackets; without them the records alone, as jsonArrayPieces joins parts. */
  brackets: boolean
  output: JsonBytesOutput
}

/**
 * The rows a scanner reads, written as JSON.stringify(records, null, 2) lays them out: each cell a string
 * under its column's key, a short row padded with empty strings. end() closes the array.
 */
export function jsonRecordBytes({
  names,
  skipsHeaderRow,
  brackets,
  output,
}: JsonRecordBytesOptions): DelimitedByteSink & { end(): void } {
  const width = names.length
  const keyAt = columnKeys(names)
  const encoder = new TextEncoder()
  // What comes before each cell's value, its opening quote included: e.g. ',\n    "name": "'.
  const cellLeads: Uint8Array[] = []
  const cellLead = (position: number) =>
    (cellLeads[position] ??= encoder.encode(
      `${position === 0 ? '\n    ' : ',\n    '}${JSON.stringify(keyAt(position))}: "`,
    ))
  const firstRecordOpen = encoder.encode(`${brackets ? jsonArrayText.open : ''}  {`)
  const laterRecordOpen = encoder.encode(`${jsonArrayText.between}  {`)
  const recordClose = encoder.encode('\n  }')

  let headerRowLeft = skipsHeaderRow
  let cell = 0
  let recordsWritten = 0

  return {
    plainBytes: jsonPlainBytes,
    startRow() {
      if (headerRowLeft) output.hold()
      else output.put(recordsWritten === 0 ? firstRecordOpen : laterRecordOpen)
      cell = 0
    },
    startCell: () => output.put(cellLead(cell)),
    copy: output.copy,
    putOther: output.putOther,
    endCell() {
      output.putByte(quoteByte)
      cell++
    },
    endRow() {
      if (headerRowLeft) {
        headerRowLeft = false
        output.dropHeld()
        return
      }
      for (; cell < width; cell++) {
        output.put(cellLead(cell))
        output.putByte(quoteByte)
      }
      output.put(recordClose)
      recordsWritten++
    },
    end() {
      if (brackets) output.put(encoder.encode(recordsWritten > 0 ? jsonArrayText.close : jsonArrayText.empty))
    },
  }
}
