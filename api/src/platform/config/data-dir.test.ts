import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ensurePrivateDataDir } from './data-dir.ts'

describe('ensurePrivateDataDir', () => {
  const parent = mkdtempSync(join(tmpdir(), 'studio-data-dir-'))
  afterAll(() => rmSync(parent, { recursive: true, force: true }))
  // As root the embedded cluster's own user must pass through the folder: enter, not list.
  const privateMode = process.getuid?.() === 0 ? 0o711 : 0o700

  it('creates the folder private, parents included', () => {
    const dataDir = join(parent, 'new', '.data')
    ensurePrivateDataDir(dataDir)
    expect(statSync(dataDir).mode & 0o777).toBe(privateMode)
  })

  it('tightens a folder an older start left 0755', () => {
    const dataDir = join(parent, 'old')
    ensurePrivateDataDir(dataDir)
    chmodSync(dataDir, 0o755)
    ensurePrivateDataDir(dataDir)
    expect(statSync(dataDir).mode & 0o777).toBe(privateMode)
  })
})
