import { it, inject } from 'vitest'
import { linkSite } from '../support/analytics-visitors.ts'
import { useBrowserAndDatabase } from '../support/e2e-context.ts'
import { createUser } from '../support/factories.ts'
import { signIn, loginToken } from '../support/sign-in.ts'
import { browsers, collectAt } from '../support/site-analytics.ts'
import { createLogger } from '@studio/api/platform/logger'

const baseURL = inject('baseURL')
const e2e = useBrowserAndDatabase()
it('debug', async () => {
  const client = await createUser(e2e.db)
  const admin = await createUser(e2e.db, { admin: true })
  const token = await loginToken(baseURL, admin)
  const site = await linkSite(baseURL, token, client.username, 'Bakery', 'http://127.0.0.1:9/')
  const deps = { db: e2e.db, logger: createLogger('silent') }
  const event = (path: string, width: number) => ({ k: site.analyticsKey, u: new URL(path, 'http://127.0.0.1:9/').href, r: '', w: width })
  const desktop = { address: '203.0.113.5', userAgent: browsers.chromeWindows }
  const phone = { address: '198.51.100.7', userAgent: browsers.safariIphone }
  await collectAt(deps, new Date(Date.now() - 60_000).toISOString(), [
    { event: { ...event('/', 1280), n: 'pageview' as const }, ...desktop },
    { event: { ...event('/menu?utm_source=newsletter', 360), n: 'pageview' as const }, ...phone },
    { event: { ...event('/menu', 360), n: 'vitals' as const, lcp: 3100, inp: 90, cls: 0.01 }, ...phone },
  ])
  const context = await e2e.browser.newContext({ viewport: { width: 360, height: 740 } })
  const page = await context.newPage()
  await signIn(page, baseURL, client)
  await page.goto(`${baseURL}/dashboard`)
  await page.getByRole('heading', { name: /^Speed for visitors/ }).waitFor()
  const wide = await page.evaluate(() => {
    const minOf = (h: HTMLElement) => {
      const before = h.style.width
      h.style.width = 'min-content'
      const w = Math.round(h.getBoundingClientRect().width)
      h.style.width = before
      return w
    }
    const out: string[] = [`doc ${document.documentElement.scrollWidth} win ${innerWidth}`]
    for (const child of document.querySelectorAll('.care-plan > *')) out.push(`child ${child.tagName} ${child.getAttribute('aria-labelledby')} min=${minOf(child as HTMLElement)}`)
    for (const el of document.querySelectorAll('.site-visits > *, .site-visits-cards .card > *, .visits-breakdowns > *, .site-card > *')) out.push(`${el.tagName}.${el.getAttribute('class')} min=${minOf(el as HTMLElement)} ${el.textContent?.slice(0, 25)}`)
    return out
  })
  console.log('WIDE', JSON.stringify(wide, null, 1))
  await context.close()
}, 120_000)
