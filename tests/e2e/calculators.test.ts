import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { openBrowser } from '../support/browser'

const baseURL = inject('baseURL')

let browser: Browser

beforeAll(async () => {
  browser = await openBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** The result card's figures, label → shown value. */
async function figures(page: Page): Promise<Record<string, string>> {
  const card = page.locator('.result-card')
  const labels = await card.locator('dt').allInnerTexts()
  const values = await card.locator('dd').allInnerTexts()
  return Object.fromEntries(labels.map((label, index) => [label, values[index] ?? '']))
}

/** A calculator's page once hydrated: its inputs stay disabled until then, and keys typed earlier are lost. */
async function openCalculator(path: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage(viewport ? { viewport } : {})
  await page.goto(`${baseURL}${path}`)
  await expect.poll(() => page.locator('.form input').first().isEnabled()).toBe(true)
  return page
}

/** A field's refusal sentence (role alert) with these words. */
const refusal = (page: Page, words: string) => page.getByRole('alert').filter({ hasText: words })

interface CalculatorCase {
  path: string
  inputs: Record<string, string>
  expected: Record<string, string>
  /** Shown before any input: the defaults of docs/product.md#calculators at work. */
  initially: Record<string, string>
}

const cases: CalculatorCase[] = [
  {
    path: '/profit-margin-calculator',
    initially: { Profit: '$0.00', Margin: '0.00%', Markup: '0.00%' },
    inputs: { 'Revenue ($)': '1000', 'Cost ($)': '750' },
    expected: { Profit: '$250.00', Margin: '25.00%', Markup: '33.33%' },
  },
  {
    path: '/break-even-calculator',
    initially: { 'Contribution margin': '$0.00', 'Break-even units': '—', 'Break-even revenue': '—' },
    inputs: { 'Fixed costs ($)': '10000', 'Price per unit ($)': '50', 'Variable cost per unit ($)': '30' },
    expected: {
      'Contribution margin': '$20.00',
      'Break-even units': '500',
      'Break-even revenue': '$25,000.00',
    },
  },
  {
    path: '/sales-tax-calculator',
    initially: { 'Sales tax': '$0.00', Total: '$0.00' },
    inputs: { 'Amount ($)': '1140.44' },
    expected: { 'Sales tax': '$94.09', Total: '$1,234.53' },
  },
  {
    path: '/loan-payment-calculator',
    initially: { 'Monthly payment': '$0.00', 'Total paid': '$0.00', 'Total interest': '$0.00' },
    inputs: { 'Loan amount ($)': '20000' },
    expected: { 'Monthly payment': '$400.76', 'Total paid': '$24,045.54', 'Total interest': '$4,045.54' },
  },
  {
    path: '/hourly-rate-calculator',
    initially: {
      'Hourly rate': '$96.88',
      'Revenue needed (pre-tax)': '$116,250.00',
      'Monthly target': '$9,687.50',
      'Billable hours per year': '1,200',
    },
    inputs: { 'Tax buffer (%)': '100' },
    expected: {
      'Hourly rate': '—',
      'Revenue needed (pre-tax)': '—',
      'Monthly target': '—',
      'Billable hours per year': '1,200',
    },
  },
  {
    path: '/inventory-reorder-calculator',
    initially: { 'Lead-time demand': '250 units', 'Reorder point': '325 units' },
    inputs: { 'Average daily sales (units)': '40', 'Lead time (days)': '7', 'Safety stock (units)': '' },
    expected: { 'Lead-time demand': '280 units', 'Reorder point': '280 units' },
  },
]

describe('calculators', () => {
  for (const { path, inputs, expected, initially } of cases) {
    it(`${path} shows its figures as you type and keeps them in a shareable URL`, async () => {
      const page = await browser.newPage()
      await page.goto(`${baseURL}${path}`)
      expect(await figures(page)).toEqual(initially)
      for (const [label, value] of Object.entries(inputs)) await page.getByLabel(label).fill(value)
      await expect.poll(() => figures(page)).toEqual(expected)

      const shared = page.url()
      expect(new URL(shared).search).not.toBe('')
      const visitor = await browser.newPage()
      await visitor.goto(shared)
      await expect.poll(() => figures(visitor)).toEqual(expected)
      for (const [label, value] of Object.entries(inputs))
        expect(await visitor.getByLabel(label).inputValue()).toBe(value)
      await visitor.close()
      await page.close()
    })
  }

  it('counts a non-numeric entry as 0 and explains the figure', async () => {
    const page = await browser.newPage()
    await page.goto(`${baseURL}/loan-payment-calculator`)
    await page.getByLabel('Loan amount ($)').fill('12000')
    await page.getByLabel('Interest rate (APR) (%)').fill('0')
    await expect
      .poll(() => figures(page))
      .toEqual({
        'Monthly payment': '$200.00',
        'Total paid': '$12,000.00',
        'Total interest': '$0.00',
      })
    expect(await page.locator('.result-card p').innerText()).toBe(
      'With no interest, payment = $12,000.00 ÷ 60 months.',
    )
    await page.goto(`${baseURL}/sales-tax-calculator?amount=abc&ratePercent=10`)
    await expect.poll(() => figures(page)).toEqual({ 'Sales tax': '$0.00', Total: '$0.00' })
    await page.close()
  })

  it('refuses a negative entry with a sentence, keeping the field and the address as they were', async () => {
    const page = await browser.newPage()
    await page.goto(`${baseURL}/sales-tax-calculator`)
    const amount = page.getByLabel('Amount ($)')
    await amount.fill('200')
    await expect.poll(() => new URL(page.url()).searchParams.get('amount')).toBe('200')
    await amount.fill('-50')
    const refusal = page.getByRole('alert').filter({ hasText: 'can’t be negative' })
    await expect.poll(() => refusal.textContent()).toBe('Amount ($) can’t be negative. Enter 0 or more.')
    expect(await amount.inputValue()).toBe('200')
    expect(await amount.getAttribute('aria-invalid')).toBe('true')
    expect(new URL(page.url()).searchParams.get('amount')).toBe('200')
    await amount.fill('300')
    await expect.poll(() => refusal.count()).toBe(0)

    await page.goto(`${baseURL}/sales-tax-calculator?amount=-80`)
    await expect.poll(() => amount.inputValue()).toBe('')
    await page.close()
  })

  it('keeps long figures inside their cards on a desktop and on a phone', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const page = await browser.newPage({ viewport })
      for (const path of [
        '/hourly-rate-calculator',
        '/loan-payment-calculator?amount=654321987&aprPercent=24&years=30',
      ]) {
        await page.goto(`${baseURL}${path}`)
        await page.locator('.result-figures dd').first().waitFor()
        const overflowing = await page.evaluate(() => {
          const card = document.querySelector('.result-card')!.getBoundingClientRect()
          return [...document.querySelectorAll('.result-figures dd')]
            .filter((figure) => {
              const box = figure.getBoundingClientRect()
              return (
                figure.scrollWidth > figure.clientWidth + 1 ||
                box.right > card.right + 0.5 ||
                box.left < card.left
              )
            })
            .map((figure) => figure.textContent)
        })
        expect(overflowing, `${path} at ${viewport.width} px`).toEqual([])
      }
      await page.close()
    }
  })

  it('shows a loss as a negative profit, margin and markup, labelled as a loss', async () => {
    const page = await openCalculator('/profit-margin-calculator')
    await page.getByLabel('Revenue ($)').fill('1000')
    await page.getByLabel('Cost ($)').fill('1500')
    await expect.poll(() => figures(page)).toEqual({ Loss: '−$500.00', Margin: '−50.00%', Markup: '−33.33%' })
    expect(await page.locator('.result-card p').innerText()).toMatch(/^A loss of \$500\.00:/)
    await page.close()
  })

  it('rounds break-even units up, to the first unit that no longer loses money', async () => {
    const page = await openCalculator('/break-even-calculator?fixedCosts=5000&price=25&variableCost=10')
    await expect
      .poll(() => figures(page))
      .toEqual({
        'Contribution margin': '$15.00',
        'Break-even units': '334',
        'Break-even revenue': '$8,350.00',
      })
    await page.close()
  })

  it('refuses a minus sign typed key by key with a sentence, never turning -500 into 00', async () => {
    const page = await openCalculator('/sales-tax-calculator')
    const amount = page.getByLabel('Amount ($)')
    await amount.pressSequentially('-500')
    await expect
      .poll(() => refusal(page, 'can’t be negative').textContent())
      .toBe('Amount ($) can’t be negative. Enter 0 or more.')
    expect(await amount.inputValue()).toBe('500')
    expect(await figures(page)).toEqual({ 'Sales tax': '$41.25', Total: '$541.25' })
    await page.close()
  })

  it('refuses a 20-digit amount with a sentence, and nothing runs off a phone’s screen', async () => {
    const page = await openCalculator('/loan-payment-calculator', { width: 390, height: 844 })
    const amount = page.getByLabel('Loan amount ($)')
    await amount.pressSequentially('99999999999999999999')
    const tooLarge = refusal(page, 'too large')
    await expect
      .poll(() => tooLarge.textContent())
      .toBe('Loan amount ($) is too large for this calculator. Enter at most 1,000,000,000,000.')
    expect(await amount.inputValue()).toBe('999999999999')
    const widest = await page.evaluate(() => {
      const explanation = document.querySelector('.result-card p')!
      return {
        page: document.documentElement.scrollWidth,
        explanation: explanation.getBoundingClientRect().right,
      }
    })
    expect(widest.page).toBeLessThanOrEqual(390)
    expect(widest.explanation).toBeLessThanOrEqual(390)
    await page.close()
  })

  it('says a loan term under a month has no monthly payments, instead of "n = 0 months"', async () => {
    const page = await openCalculator('/loan-payment-calculator?amount=0.01&aprPercent=0.01&years=0.001')
    await expect
      .poll(() => page.locator('.result-card p').innerText())
      .toBe('Enter a term of at least one month (0.09 years) to spread the loan over monthly payments.')
    expect((await figures(page))['Monthly payment']).toBe('—')
    await page.close()
  })
})
