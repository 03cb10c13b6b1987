import type { Browser, Page } from 'playwright-core'
import { signIn } from './sign-in.ts'

/** A phone-sized page (360 px wide, a small Android phone) signed in as `user`, for the care plan portal's screens. */
export async function phonePageAs(
  browser: Browser,
  baseURL: string,
  user: { username: string; password: string },
) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
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

/** What has focus, as a person would name it: its tag, its text and (a field) its value. */
export const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null
    return {
      tag: element?.tagName.toLowerCase(),
      text: element?.textContent?.trim(),
      ...(element && 'value' in element && typeof element.value === 'string' ? { value: element.value } : {}),
    }
  })
