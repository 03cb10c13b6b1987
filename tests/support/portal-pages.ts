import type { Browser, Page } from 'playwright-core'
import { signIn } from './sign-in.ts'

/** A phone-sized page (390 px wide) signed in as `user`, for the care plan portal's screens. */
export async function phonePageAs(
  browser: Browser,
  baseURL: string,
  user: { username: string; password: string },
) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await signIn(page, baseURL, user)
  return page
}

/** A desktop-sized page signed in as `user`. */
export async function desktopPageAs(
  browser: Browser,
  baseURL: string,
  user: { username: string; password: string },
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await signIn(page, baseURL, user)
  return page
}

/** True when the page is wider than its window, so a person would have to scroll sideways. */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)

/** Closes the page and the browser context it was opened in. */
export const closePage = (page: Page) => page.context().close()
