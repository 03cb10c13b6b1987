import { Queue } from 'bullmq'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { queueName } from '@studio/api/platform/jobs/job-contracts'
import { defaultJobConcurrency } from '@studio/worker/queue-worker'
import { holdNextRequest, openBrowser } from '../support/browser'
import { startTestPages, type TestPages } from '../support/fake-upstreams'
import { waitFor } from '../support/wait-for'

// The server-side tools in Chromium against the running app. The app audits pages this test serves on
// loopback (AUDIT_ALLOW_PRIVATE_NETWORKS=1 in e2e) and gets its weather from the fake weather upstream
// that the e2e global setup starts.

const baseURL = inject('baseURL')
let browser: Browser
let context: BrowserContext
let pages: TestPages

beforeAll(async () => {
  browser = await openBrowser()
  pages = await startTestPages()
})
afterAll(async () => {
  await browser?.close()
  await pages?.close()
})

async function openPage(path: string, permissions: string[] = []): Promise<Page> {
  context = await browser.newContext({ baseURL })
  if (permissions.length) await context.grantPermissions(permissions, { origin: baseURL })
  const page = await context.newPage()
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  return page
}

describe('Ask', () => {
  it('answers in a box labelled with the assistant’s name, with a progress label while thinking', async () => {
    const page = await openPage('/ask')
    await page.getByRole('button', { name: 'Ask' }).click()
    await expect.poll(() => page.getByText('Please enter a question.').count()).toBe(1)

    await page.getByLabel('Your question').fill('How much does the Hands Free Plan cost?')
    const question = await holdNextRequest(page, '**/api/tools/ask')
    const answered = page.waitForResponse('**/api/tools/ask')
    await page.getByRole('button', { name: /^Ask / }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Thinking...' }).isDisabled()).toBe(true)
    // At once, not after the first progress poll: the question is on its way (read out politely).
    expect(await page.locator('.job-status [aria-live="polite"]').textContent()).toMatch(
      /^Your question is on its way to .+…$/,
    )
    question.release()
    expect((await answered).status()).toBe(200)
    const heading = page.getByRole('heading', { name: / says$/ })
    await heading.waitFor()
    expect(await page.locator('.assistant-reply').innerText()).not.toBe('')
    await expect.poll(() => page.getByText(/’s got you covered!|'s got you covered!/).count()).toBe(1)
    await context.close()
  })

  it('keeps a failure’s sentence beside the form after its toast has closed', async () => {
    const page = await openPage('/ask')
    await page.route('**/api/tools/ask', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'The assistant is busy right now. Please try again in a minute.' }),
      }),
    )
    await page.getByLabel('Your question').fill('Do you build shops?')
    await page.getByRole('button', { name: /^Ask / }).click()
    const besideForm = page.locator('form').getByRole('alert')
    await expect
      .poll(() => besideForm.textContent())
      .toBe('The assistant is busy right now. Please try again in a minute.')
    const toasts = page.getByRole('region', { name: 'Notifications' })
    await expect.poll(() => toasts.getByRole('alert').count(), { timeout: 10_000 }).toBe(0)
    expect(await besideForm.isVisible()).toBe(true)
    await context.close()
  })

  it('renders the reply as markdown, never as raw HTML, with links in a new tab', async () => {
    const page = await openPage('/ask')
    await page.route('**/api/tools/ask', (route) =>
      route.fulfill({
        json: {
          reply:
            '**Bold** move.\n\n<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>\n\n[Services](https://example.com/services)',
        },
      }),
    )
    await page.getByLabel('Your question').fill('Anything')
    await page.getByRole('button', { name: /^Ask / }).click()
    const reply = page.locator('.assistant-reply')
    await reply.waitFor()
    expect(await reply.locator('strong').innerText()).toBe('Bold')
    expect(await reply.locator('img, script').count()).toBe(0)
    expect(await reply.innerText()).toContain('<img src=x')
    const link = reply.getByRole('link', { name: 'Services' })
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined()
    await context.close()
  })
})

describe('Ask in a busy queue', () => {
  const { redisUrl, prefix } = inject('appQueue')
  const queue = new Queue(queueName, { connection: { url: redisUrl }, prefix })
  const holdModel = (action: 'hold' | 'release') =>
    fetch(`${inject('fakeLlmUrl')}/test/${action}`, { method: 'POST' })
  afterAll(async () => {
    await holdModel('release')
    await queue.close()
  })

  it('shows the question’s place in line, and Cancel takes it out of the line', async () => {
    // Every worker slot busy with a question the (held) model has not answered, and one more waiting.
    await holdModel('hold')
    const busyQuestions = defaultJobConcurrency + 1
    for (let n = 1; n <= busyQuestions; n++) await queue.add('ask', { prompt: `Busy question ${n}` })
    await waitFor('every slot to be busy and one question to wait', async () => {
      const counts = await queue.getJobCounts('active', 'waiting')
      return counts.active === defaultJobConcurrency && counts.waiting === 1
    })

    const page = await openPage('/ask')
    await page.getByLabel('Your question').fill('Am I in line?')
    const answered = page.waitForResponse('**/api/tools/ask')
    await page.getByRole('button', { name: /^Ask / }).click()
    const status = page.locator('.job-status [aria-live="polite"]')
    await expect
      .poll(() => status.textContent(), { timeout: 10_000 })
      .toBe('Waiting in line: you are number 2.')

    await page.getByRole('button', { name: 'Cancel' }).click()
    expect((await answered).status()).toBe(409)
    await expect
      .poll(() => page.locator('form').getByRole('alert').textContent())
      .toBe('Cancelled: your request left the queue before it started.')
    expect(await status.textContent()).toBe('')

    await holdModel('release')
    await waitFor('the busy questions to be answered', async () => {
      const counts = await queue.getJobCounts('active', 'waiting')
      return counts.active === 0 && counts.waiting === 0
    })
    await context.close()
  })
})

describe('Roast and toast', () => {
  it('audits a page and shows roasts, toasts, load time, a recommendation and the upgrade link', async () => {
    const page = await openPage('/roast-toast')
    await page.getByRole('button', { name: 'Roast & Toast' }).click()
    await expect.poll(() => page.getByText('Please enter a URL to roast & toast.').count()).toBe(1)

    await page.getByLabel('Website address').fill(`${pages.url}/poor`)
    await page.getByRole('button', { name: 'Roast & Toast' }).click()
    await page.getByRole('heading', { name: 'Recommendation' }).waitFor({ timeout: 30_000 })
    const roasts = await page
      .locator('.card', { has: page.getByRole('heading', { name: /Roasts/ }) })
      .innerText()
    expect(roasts).toMatch(/No HTTPS/)
    expect(roasts).toMatch(/No viewport/)
    const toasts = await page
      .locator('.card', { has: page.getByRole('heading', { name: /Toasts/ }) })
      .innerText()
    expect(toasts).toMatch(/Search engines are welcome/)
    expect(await page.locator('p', { hasText: 'Load time:' }).innerText()).toMatch(
      /Load time: \d+(\.\d+)? m?s/,
    )
    expect(await page.getByText(/^Most valuable fix:/).count()).toBe(1)
    await expect.poll(() => page.getByText('Roast & Toast complete!').count()).toBe(1)
    const upgrade = page.getByRole('link', { name: /Upgrade your site/ })
    expect(await upgrade.getAttribute('target')).toBe('_blank')
    expect(await upgrade.getAttribute('href')).toMatch(/^https?:\/\//)
    await context.close()
  })

  it('shows the server’s sentence in a toast and beside the form, where it stays', async () => {
    const closed = await startTestPages()
    await closed.close()
    const page = await openPage('/roast-toast')
    await page.getByLabel('Website address').fill(`${closed.url}/`)
    await page.getByRole('button', { name: 'Roast & Toast' }).click()
    const besideForm = page.locator('form').getByRole('alert')
    await expect
      .poll(() => besideForm.textContent(), { timeout: 15_000 })
      .toMatch(/the connection was refused/)
    const toasts = page.getByRole('region', { name: 'Notifications' })
    expect(await toasts.getByText(/the connection was refused/).count()).toBe(1)
    await expect
      .poll(() => toasts.getByText(/the connection was refused/).count(), { timeout: 10_000 })
      .toBe(0)
    expect(await besideForm.textContent()).toMatch(/the connection was refused/)

    await page.getByRole('button', { name: 'Roast & Toast' }).click()
    await expect.poll(() => besideForm.isHidden()).toBe(true)
    await context.close()
  })
})

describe('Business namer', () => {
  it('lists 10 or more names with Copy buttons for the keywords and vibe', async () => {
    const page = await openPage('/business-namer', ['clipboard-read', 'clipboard-write'])
    await page.getByRole('button', { name: 'Generate Names' }).click()
    await expect.poll(() => page.getByText('Please enter some keywords to get started.').count()).toBe(1)

    expect(await page.getByLabel('Vibe').inputValue()).toBe('professional')
    await page.getByLabel('Keywords').fill('biscuit')
    await page.getByLabel('Vibe').selectOption('rustic')
    await page.getByRole('button', { name: 'Generate Names' }).click()
    const names = page.locator('.copy-list li')
    await names.first().waitFor()
    expect(await names.count()).toBeGreaterThanOrEqual(10)
    await expect.poll(() => page.getByText('Name ideas ready – pick your empire.').count()).toBe(1)

    const first = await names.first().locator('span').innerText()
    await page.getByRole('button', { name: `Copy ${first}`, exact: true }).click()
    await expect.poll(() => page.getByText('Copied to clipboard').count()).toBe(1)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first)
    await context.close()
  })
})

describe('Tagline generator', () => {
  it('shows 5 or more taglines as preformatted text', async () => {
    const page = await openPage('/tagline-generator')
    await page.getByLabel('Industry').fill('bakery')
    await page.getByRole('button', { name: 'Generate Taglines' }).click()
    await expect
      .poll(() => page.getByText('Please enter both industry and value proposition.').count())
      .toBe(1)

    await page.getByLabel('Value proposition').fill('warm biscuits by 6 AM')
    await page.getByRole('button', { name: 'Generate Taglines' }).click()
    const pre = page.locator('.tool-result pre')
    await pre.waitFor()
    expect((await pre.innerText()).trim().split('\n').length).toBeGreaterThanOrEqual(5)
    await expect.poll(() => page.getByText('Taglines generated!').count()).toBe(1)
    await context.close()
  })
})

describe('Weather', () => {
  it('shows the local weather, the Biscuit Spreadability Index and the Chicken Coop Comfort card', async () => {
    context = await browser.newContext({ baseURL, geolocation: { latitude: 30.8366, longitude: -83.9788 } })
    await context.grantPermissions(['geolocation'], { origin: baseURL })
    const page = await context.newPage()
    await page.goto('/weather')
    await page.getByRole('heading', { name: 'Biscuit Spreadability Index' }).waitFor({ timeout: 15_000 })
    expect(await page.getByRole('heading', { name: 'Chicken Coop Comfort' }).count()).toBe(1)
    expect(await page.locator('.weather-figure').first().innerText()).toMatch(/^-?\d+°F$/)
    await context.close()
  })

  it('says so when the location is denied', async () => {
    const page = await openPage('/weather')
    await expect
      .poll(
        () =>
          page
            .getByText("Couldn't get your location. You might be indoors... or the government's watching.")
            .count(),
        { timeout: 10_000 },
      )
      .toBe(1)
    await context.close()
  })

  it('keeps the page still on a phone while the location is refused (no layout shift)', async () => {
    context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 }, isMobile: true })
    const page = await context.newPage()
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { layoutShifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/weather')
    // The place field is there from the first paint, before any answer about the location.
    await page.getByRole('form', { name: 'Weather for a place' }).waitFor()
    await page
      .getByText("Couldn't get your location. You might be indoors... or the government's watching.")
      .waitFor()
    // Two frames after the notice, so a shift it caused has been reported.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual(
      [],
    )
    await context.close()
  })

  it('looks up a typed place, or the studio’s town in one click, when the location is denied', async () => {
    const page = await openPage('/weather')
    const form = page.getByRole('form', { name: 'Weather for a place' })
    await form.getByRole('button', { name: 'Show Weather' }).click()
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Please type a town or city.')

    await form.getByLabel('Town or city').fill('Valdosta, Georgia')
    await form.getByRole('button', { name: 'Show Weather' }).click()
    await page.getByRole('heading', { name: 'Valdosta, Georgia' }).waitFor()
    expect(await page.locator('.weather-figure').first().innerText()).toBe('73°F')
    expect(await page.getByText('Partly cloudy · Humidity 55%').count()).toBe(1)

    await form.getByRole('button', { name: /^Use / }).click()
    await page.getByRole('heading', { name: 'Thomasville, Georgia' }).waitFor()

    await form.getByLabel('Town or city').fill('Nowhereville')
    await form.getByRole('button', { name: 'Show Weather' }).click()
    await page
      .getByText('No place called “Nowhereville” was found. Try a nearby town or add the state.')
      .waitFor()
    expect(await page.getByText(/WEATHER_|not configured/).count()).toBe(0)
    await context.close()
  })

  it('says so when the weather cannot be fetched', async () => {
    context = await browser.newContext({ baseURL, geolocation: { latitude: 30.8, longitude: -83.9 } })
    await context.grantPermissions(['geolocation'], { origin: baseURL })
    const page = await context.newPage()
    await page.route('**/api/weather**', (route) => route.abort('failed'))
    await page.goto('/weather')
    await expect
      .poll(() => page.getByText('Weather data failed to load. Must be them clouds.').count(), {
        timeout: 10_000,
      })
      .toBe(1)
    await context.close()
  })
})
