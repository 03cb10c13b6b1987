import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { openBrowser } from '../support/browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await openBrowser()
})
afterAll(() => browser?.close())

it('serves the home page, and it hydrates without console errors', async () => {
  const page = await browser.newPage()
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  const response = await page.goto(inject('baseURL'))
  expect(response?.status()).toBe(200)
  await expect.poll(() => page.title()).toMatch(/\|/)
  await page.waitForLoadState('networkidle')
  expect(errors).toEqual([])
  await page.close()
})
