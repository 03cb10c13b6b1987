import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { askSuggestions } from '@studio/api/contract/ask'
import { openBrowser } from '../support/browser.ts'
import { startTestApp } from '../support/app.ts'

// The assistant as it ships by default, with no chat model configured: an app of its own (the shared
// e2e app talks to a fake chat model), answering from the knowledge base through its real job.

let app: Awaited<ReturnType<typeof startTestApp>>
let browser: Browser

beforeAll(async () => {
  ;[app, browser] = await Promise.all([startTestApp(), openBrowser()])
}, 180_000)
afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

async function openAsk(viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.baseURL, viewport })
  const page = await context.newPage()
  await page.goto('/ask')
  await page.waitForLoadState('networkidle')
  return page
}

describe('Ask without a chat model', () => {
  it('answers a suggested question with one tap', async () => {
    const page = await openAsk()
    const [suggestion] = askSuggestions
    await page.getByRole('button', { name: suggestion }).click()
    expect(await page.getByLabel('Your question').inputValue()).toBe(suggestion)
    await page.getByRole('heading', { name: / says$/ }).waitFor({ timeout: 30_000 })
    expect(await page.locator('.assistant-reply').innerText()).toContain('Google Business Profile')
    await page.context().close()
  })

  it('offers to send what it cannot answer to the studio, on a contact form that has it typed in', async () => {
    const page = await openAsk()
    const question = 'Can you recommend a good accountant (near Tifton) & a bank?'
    await page.getByLabel('Your question').fill(question)
    await page.getByRole('button', { name: /^Ask / }).click()
    const offer = page.locator('.assistant-reply').getByRole('link', { name: /^send your question to / })
    await offer.waitFor({ timeout: 30_000 })
    expect(await page.locator('.assistant-reply').innerText()).toMatch(/^I don’t know the answer to/)

    const [contact] = await Promise.all([page.context().waitForEvent('page'), offer.click()])
    await contact.waitForLoadState('networkidle')
    expect(new URL(contact.url()).pathname).toBe('/contact')
    await expect
      .poll(() => contact.getByRole('form', { name: 'Send a message' }).getByLabel('Message').inputValue())
      .toBe(question)
    expect(await contact.getByRole('form', { name: 'Send a message' }).getByLabel('Name').inputValue()).toBe(
      '',
    )
    await page.context().close()
  })

  it('fits a phone: two answers, an offer and the suggestions, nothing sideways, nothing for axe', async () => {
    const page = await openAsk({ width: 390, height: 844 })
    await page
      .getByLabel('Your question')
      .fill('Hi! How do I get more reviews? Why is my website slow?\nWho won the 1998 World Cup?')
    await page.getByRole('button', { name: /^Ask / }).click()
    const reply = page.locator('.assistant-reply')
    await reply.getByRole('link', { name: /^send your question to / }).waitFor({ timeout: 30_000 })
    expect(await reply.locator('blockquote').allInnerTexts()).toEqual([
      'How do I get more reviews?',
      'Why is my website slow?',
    ])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze()
    expect(violations.map((violation) => violation.id)).toEqual([])
    await page.context().close()
  })

  it('loads its markdown renderer with the question, and shows the answer as plain text without it', async () => {
    const page = await openAsk()
    const renderer = /\/assets\/SafeMarkdown-[\w-]+\.js$/
    const loadedWithThePage = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((r) => r.name),
    )
    expect(loadedWithThePage.filter((url) => renderer.test(new URL(url).pathname))).toEqual([])

    await page.route(renderer, (route) => route.abort())
    const [suggestion] = askSuggestions
    await page.getByRole('button', { name: suggestion }).click()
    await page.getByRole('heading', { name: / says$/ }).waitFor({ timeout: 30_000 })
    const plain = page.locator('.assistant-reply--plain')
    expect(await plain.innerText()).toContain('Google Business Profile')
    expect(await plain.evaluate((reply) => reply.children.length)).toBe(0)
    await page.context().close()
  })
})
