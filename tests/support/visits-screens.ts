import type { Browser, Page } from 'playwright-core'
import { signIn } from './sign-in.ts'

// For the end-to-end tests of the visits screens: the narrowest phone, and the tables read as a person
// sees them.

/** A page 360 px wide (the narrowest common phone) signed in as `user`. */
export async function narrowPhoneAs(
  browser: Browser,
  baseURL: string,
  user: { username: string; password: string },
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const page = await context.newPage()
  await signIn(page, baseURL, user)
  return page
}

/** The texts of the cells of the first table row named `rowName`, its header first. */
export const cellsOf = (page: Page, rowName: string | RegExp) =>
  page.getByRole('row', { name: rowName }).first().locator('th, td').allInnerTexts()

/** The vitals table's groups of rows (LCP, INP, CLS), each row as the texts of its cells. */
export const vitalsOf = (page: Page) =>
  page
    .locator('.vitals-table tbody')
    .evaluateAll((groups) =>
      groups.map((group) =>
        [...group.querySelectorAll('tr')].map((row) =>
          [...row.children].map((cell) => (cell as HTMLElement).innerText),
        ),
      ),
    )
