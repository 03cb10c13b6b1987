import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/** The rules every page is held to: WCAG 2.1 A and AA, and axe's best practices. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/** axe-core's violations on the page as it is now, one readable line each (what to fix and where). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
}
