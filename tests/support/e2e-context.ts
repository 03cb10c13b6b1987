import pg from 'pg'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { openBrowser } from './browser.ts'

/**
 * For one end-to-end file: Chromium, and a small pool on the running app's database (to make users and
 * data directly), opened before its tests and closed after. Read the fields inside tests and hooks.
 */
export function useBrowserAndDatabase() {
  const context = {} as { browser: Browser; db: pg.Pool }
  beforeAll(async () => {
    context.browser = await openBrowser()
    context.db = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 })
  })
  afterAll(async () => {
    await context.browser?.close()
    await context.db?.end()
  })
  return context
}

/** For one end-to-end file that needs only Chromium: opened before its tests, closed after. */
export function useBrowser() {
  const context = {} as { browser: Browser }
  beforeAll(async () => {
    context.browser = await openBrowser()
  })
  afterAll(async () => {
    await context.browser?.close()
  })
  return context
}
