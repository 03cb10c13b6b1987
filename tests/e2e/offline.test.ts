/// <reference lib="dom" />
// DOM types for the code that page.evaluate runs in the browser.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import express from 'express'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { serveSite } from '@studio/api/site/static-site'
import { openBrowser } from '../support/browser.ts'

// The service worker (web/service-worker): after one online visit the browser tools open and work with
// the network off, /api is never answered from a cache, and a new deployment is offered with
// "Reload to update". Each test starts from a fresh browser context: no worker installed yet.

const baseURL = inject('baseURL')
const builtSite = join(import.meta.dirname, '../../web/build/client')
const samplePng = readFileSync(join(import.meta.dirname, '../../web/public/icon-192.png'))
let browser: Browser

beforeAll(async () => {
  browser = await openBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Visits `url` online and waits until the service worker is active, i.e. its precache is complete. */
async function visitUntilInstalled(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(url)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  return page
}

/** Every URL held in the page's Cache Storage, whichever cache holds it. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    }
    return urls
  })
}

describe('offline browser tools', () => {
  it('converts an image with the network off, on a page first opened offline', async () => {
    const context = await browser.newContext({ acceptDownloads: true })
    await visitUntilInstalled(context, `${baseURL}/`)
    await context.setOffline(true)

    const page = await context.newPage()
    await page.goto(`${baseURL}/image-converter`)
    const main = page.getByRole('main')
    await main
      .getByLabel('Choose images')
      .setInputFiles({ name: 'mark.png', mimeType: 'image/png', buffer: samplePng })
    await main.getByLabel('Convert to').selectOption({ label: 'WebP' })
    await main.getByRole('button', { name: 'Convert Image' }).click()
    await main.getByText('Conversion complete! Download your image below.').waitFor({ timeout: 30_000 })
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('link', { name: 'Download mark.webp' }).click(),
    ])
    const converted = readFileSync((await download.path())!)
    expect(converted.subarray(0, 4).toString('latin1')).toBe('RIFF')
    expect(converted.subarray(8, 12).toString('latin1')).toBe('WEBP')
    await context.close()
  })

  it('computes a calculator offline, reached by a fresh navigation', async () => {
    const context = await browser.newContext()
    await visitUntilInstalled(context, `${baseURL}/tools`)
    await context.setOffline(true)

    const page = await context.newPage()
    await page.goto(`${baseURL}/profit-margin-calculator`)
    await page.getByLabel('Revenue ($)').fill('1000')
    await page.getByLabel('Cost ($)').fill('750')
    const card = page.locator('.result-card')
    await expect.poll(() => card.innerText()).toMatch(/Margin\s+25\.00%/)
    await context.close()
  })

  it('never answers /api from a cache: offline, API calls fail; nothing under /api is stored', async () => {
    const context = await browser.newContext()
    const page = await visitUntilInstalled(context, `${baseURL}/`)
    const healthOnline = await page.evaluate(async () => (await fetch('/api/health')).status)
    expect(healthOnline).toBe(200)

    await context.setOffline(true)
    const offlineResult = await page.evaluate(async () => {
      try {
        return `answered ${(await fetch('/api/health')).status}`
      } catch (error) {
        return `failed: ${(error as Error).name}`
      }
    })
    expect(offlineResult).toBe('failed: TypeError')

    const urls = await cachedUrls(page)
    expect(urls.some((url) => new URL(url).pathname.startsWith('/assets/'))).toBe(true)
    expect(urls.filter((url) => new URL(url).pathname.startsWith('/api'))).toEqual([])
    await context.close()
  })

  it('serves /sw.js revalidated on every visit, as JavaScript, under the site policy', async () => {
    const response = await fetch(`${baseURL}/sw.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('content-security-policy')).toContain("worker-src 'self'")
    const manifest = await fetch(`${baseURL}/manifest.webmanifest`)
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8')
    const { icons } = (await manifest.json()) as { icons: { src: string; sizes: string; purpose: string }[] }
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '192x192 maskable',
      '512x512 maskable',
    ])
    for (const icon of icons)
      expect((await fetch(baseURL + icon.src)).headers.get('content-type')).toBe('image/png')
  })
})

describe('a new deployment', () => {
  const workDir = mkdtempSync(join(tmpdir(), 'offline-e2e-'))
  let server: Server
  let origin: string
  let currentSite: express.Router

  beforeAll(async () => {
    // Two deployments of the same build; the second's service worker differs, as after any change.
    const first = join(workDir, 'first')
    const second = join(workDir, 'second')
    cpSync(builtSite, first, { recursive: true })
    cpSync(builtSite, second, { recursive: true })
    rmSync(join(second, 'sw.js.gz'))
    rmSync(join(second, 'sw.js.br'))
    writeFileSync(
      join(second, 'sw.js'),
      `${readFileSync(join(first, 'sw.js'), 'utf8')}\n// second deployment\n`,
    )

    currentSite = serveSite(first)
    const app = express()
    app.post('/api/dashboard/visitors.php', (_req, res) => res.status(204).end())
    app.post('/api/auth/validate_token.php', (_req, res) => res.status(401).json({ error: 'Not signed in.' }))
    app.use((req, res, next) => currentSite(req, res, next))
    server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    // Deploying is switching what the server serves.
    deploySecond = () => (currentSite = serveSite(second))
  })
  let deploySecond: () => void

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
    rmSync(workDir, { recursive: true, force: true })
  })

  it('is announced with "Reload to update", and the reload brings it in', async () => {
    const context = await browser.newContext()
    const page = await visitUntilInstalled(context, `${origin}/tools`)
    await page.reload()
    // Controlled by the first deployment's worker; nothing new yet, so nothing offered.
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

    deploySecond()
    await page.goto(`${origin}/qrcode-generator`)
    const reloadButton = page.getByRole('button', { name: 'Reload to update' })
    await reloadButton.waitFor({ timeout: 30_000 })
    expect(await page.getByText('A new version of this site is ready.').isVisible()).toBe(true)

    await Promise.all([page.waitForEvent('load'), reloadButton.click()])
    const waitingAfterReload = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      return registration?.waiting ?? null
    })
    expect(waitingAfterReload).toBeNull()
    expect(await reloadButton.count()).toBe(0)
    await context.close()
  })
})

describe('forms that need the server, offline', () => {
  const offlineSentence =
    'Your device is offline, so nothing was sent. Your text is kept here: send it again when you are back online.'

  it('the contact form says the device is offline and keeps every field', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${baseURL}/contact`)
    await page.waitForLoadState('networkidle')
    const form = page.getByRole('form', { name: 'Send a message' })
    await form.getByLabel('Name').fill('Dana Whitfield')
    await form.getByLabel('Email').fill('dana@example.com')
    await form.getByLabel('Message').fill('Can you update our holiday hours?')
    await context.setOffline(true)
    await form.getByRole('button', { name: 'Send Message' }).click()
    const notifications = page.getByRole('region', { name: 'Notifications' })
    await notifications.getByText(offlineSentence, { exact: true }).waitFor()
    expect(await notifications.getByText(/chickens/).count()).toBe(0)
    expect(await form.getByLabel('Name').inputValue()).toBe('Dana Whitfield')
    expect(await form.getByLabel('Email').inputValue()).toBe('dana@example.com')
    expect(await form.getByLabel('Message').inputValue()).toBe('Can you update our holiday hours?')
    await context.close()
  })

  it('Ask says the device is offline beside the form and keeps the question', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${baseURL}/ask`)
    await page.waitForLoadState('networkidle')
    await page.getByLabel('Your question').fill('How do I get more reviews?')
    await context.setOffline(true)
    await page.getByRole('button', { name: /^Ask / }).click()
    await expect.poll(() => page.locator('form').getByRole('alert').textContent()).toBe(offlineSentence)
    expect(await page.getByLabel('Your question').inputValue()).toBe('How do I get more reviews?')
    await context.close()
  })
})
