import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { snippetGzipBudget, writeAnalyticsSnippet } from './analytics-snippet.ts'

// The snippet as the build writes it into web/build/client.

let dir: string
let snippet: string
let vitals: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'studio-snippet-'))
  await writeAnalyticsSnippet(dir)
  snippet = await readFile(path.join(dir, 'v.js'), 'utf8')
  vitals = await readFile(path.join(dir, 'v-vitals.js'), 'utf8')
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('the analytics snippet', () => {
  it('is at most 1,024 bytes under gzip -9', () => {
    const size = gzipSync(snippet, { level: 9 }).length
    expect(size).toBeGreaterThan(200)
    expect(size).toBeLessThanOrEqual(snippetGzipBudget)
  })

  it('touches no cookie and no storage, and honours Global Privacy Control', () => {
    for (const text of [snippet, vitals]) {
      expect(text).not.toMatch(/cookie|localStorage|sessionStorage|indexedDB/i)
    }
    expect(snippet).toContain('globalPrivacyControl')
    expect(snippet).toContain('sendBeacon')
  })

  it('loads the vitals module (web-vitals inside) by its own address, not counted in the budget', () => {
    expect(snippet).toContain('/v-vitals.js')
    expect(vitals).toMatch(/largest-contentful-paint/)
    expect(vitals).toMatch(/export\s*\{/)
  })
})
