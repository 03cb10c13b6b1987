import { describe, expect, it } from 'vitest'
import { BackupFileError, BackupText, readBackupText, type BackupEvent } from './backup-file.ts'

const header = {
  createdAt: '2026-11-26T10:00:00.000Z',
  server: 'PostgreSQL 16',
  migrations: ['0001_platform'],
}
// Rows as COPY writes them: a tab and a backslash escaped, a line that starts with a backslash-dot.
const billRows = 'a\\tb\t1\n\\\\.\t2\n\\.x\t3\n'

function sampleBackup(): Buffer {
  const text = new BackupText()
  return Buffer.concat([
    text.header(header),
    text.tableStart('bills', ['name', 'id']),
    text.rows(Buffer.from(billRows)),
    text.tableEnd(),
    text.tableStart('empty "quoted"', ['id']),
    text.tableEnd(),
    text.sequence('bills_id_seq', 3, true),
    text.trailer({ bills: 3, 'empty "quoted"': 0 }),
  ])
}

/** Feeds `bytes` to the reader in pieces of `size` and collects what it reports, rows joined per table. */
async function read(bytes: Buffer, size = bytes.length) {
  async function* pieces() {
    for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size)
  }
  const events: BackupEvent[] = []
  for await (const event of readBackupText(pieces())) {
    const last = events.at(-1)
    if (event.kind === 'rows' && last?.kind === 'rows') last.chunk = Buffer.concat([last.chunk, event.chunk])
    else events.push(event)
  }
  return events
}

describe('the backup file', () => {
  it('reads back what was written, however the bytes are cut', async () => {
    const bytes = sampleBackup()
    const whole = await read(bytes)
    expect(whole.map((event) => event.kind)).toEqual([
      'header',
      'table',
      'rows',
      'table-end',
      'table',
      'table-end',
      'sequence',
      'end',
    ])
    expect(whole[1]).toEqual({ kind: 'table', table: 'bills', columns: ['name', 'id'] })
    expect((whole[2] as { chunk: Buffer }).chunk.toString()).toBe(billRows)
    expect(whole[4]).toEqual({ kind: 'table', table: 'empty "quoted"', columns: ['id'] })
    expect(whole[6]).toEqual({ kind: 'sequence', name: 'bills_id_seq', value: '3', isCalled: true })
    for (const size of [1, 2, 3, 7, 64]) expect(await read(bytes, size), `pieces of ${size}`).toEqual(whole)
  })

  it('refuses a file whose contents were altered, cut short, or extended', async () => {
    const bytes = sampleBackup()
    const altered = Buffer.from(bytes.toString().replace('a\\tb', 'A\\tb'))
    await expect(read(altered)).rejects.toThrow('its checksum does not match its contents')
    const cut = bytes.subarray(0, bytes.indexOf('\\.x'))
    await expect(read(cut)).rejects.toThrow('it ends before its closing checksum line')
    await expect(read(Buffer.concat([bytes, Buffer.from('more\n')]))).rejects.toThrow(
      'it goes on after its closing line',
    )
  })

  it('refuses what is not a backup, and runs no statement it does not know', async () => {
    await expect(read(Buffer.from('hello\n'))).rejects.toThrow('This is not a studio backup')
    await expect(read(Buffer.alloc(0))).rejects.toThrow('The file is empty')
    const text = new BackupText()
    const injected = Buffer.concat([
      text.header(header),
      text.rows(Buffer.from('DROP TABLE users;\n')),
      text.trailer({}),
    ])
    await expect(read(injected)).rejects.toBeInstanceOf(BackupFileError)
    await expect(read(injected)).rejects.toThrow('neither a table, a sequence nor its closing line')
  })
})
