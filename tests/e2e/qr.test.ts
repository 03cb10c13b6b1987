import { readFile } from 'node:fs/promises'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { openBrowser } from '../support/browser'
import {
  downloadFrom,
  openBatch as openBatchWith,
  openGenerator as openQrPage,
  readQrPixels,
  runBatch,
  settledScanResult,
  toPixels,
  type Pixels,
} from '../support/qr-page'

const baseURL = inject('baseURL')

let browser: Browser
let context: BrowserContext
/** A blank page (no app, no CSP) where the browser's own decoders turn downloaded files into pixels. */
let decoderPage: Page

beforeAll(async () => {
  browser = await openBrowser()
  context = await browser.newContext({ acceptDownloads: true })
  decoderPage = await context.newPage()
})

afterAll(async () => {
  await browser?.close()
})

function openGenerator(): Promise<Page> {
  return openQrPage(context, baseURL)
}

/** What a QR reader reads from an image file. */
async function readQr(file: Buffer, mimeType = 'image/png'): Promise<string | null> {
  return readQrPixels(await toPixels(decoderPage, file, mimeType))
}

/** Whether the pixel at (x, y) is dark (the codes here are black on white). */
function isDarkAt({ width, rgba }: Pixels, x: number, y: number): boolean {
  return rgba[(Math.round(y) * width + Math.round(x)) * 4]! < 128
}

/**
 * Whether a code drawn at the default margin (2), `modulePixels` pixels per module (8, the default scale,
 * for batch codes), has the rounded style: the top-left finder pattern starts two modules in; its outer
 * corner is cut away by the rounding, while its top edge half a module further right is dark, as in a
 * square code.
 */
async function hasRoundedFinderCorner(
  file: Buffer,
  mimeType = 'image/png',
  modulePixels = 8,
): Promise<boolean> {
  const pixels = await toPixels(decoderPage, file, mimeType)
  const start = 2 * modulePixels
  return !isDarkAt(pixels, start, start) && isDarkAt(pixels, start + modulePixels / 2, start)
}

/** Pixels per module of a downloaded single code `imageWidth` wide, from the modules the page reports. */
async function modulePixelsOf(page: Page, imageWidth: number): Promise<number> {
  const info = await page.locator('.qr-info').innerText()
  const modules = Number(/(\d+) × \d+ modules/.exec(info)![1])
  return imageWidth / (modules + 2 * 2)
}

async function chooseType(page: Page, type: string) {
  await page.getByLabel('Type', { exact: true }).selectOption({ label: type })
}

describe('QR code generator', () => {
  it('shows the placeholder and disabled downloads until there is something to encode', async () => {
    const page = await openGenerator()
    await expect.poll(() => page.getByText('Fill in the fields to preview your QR.').isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Download PNG' }).isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: 'Download SVG' }).isDisabled()).toBe(true)
    await page.getByLabel('Website URL').fill('example.com')
    await expect
      .poll(() => page.locator('#qr-error').textContent())
      .toBe('Enter a full web address, including https://.')
    expect(await page.getByLabel('Website URL').getAttribute('aria-describedby')).toBe('qr-error')
    await page.close()
  })

  const cases: { type: string; fill: (page: Page) => Promise<void>; payload: string }[] = [
    {
      type: 'URL',
      fill: (page) => page.getByLabel('Website URL').fill('  https://example.com/menu?table=4  '),
      payload: 'https://example.com/menu?table=4',
    },
    {
      type: 'Wi-Fi',
      fill: async (page) => {
        await page.getByLabel('Network name (SSID)').fill('Cafe;Guest')
        await page.getByLabel('Password').fill('p@ss:w"rd')
        await page.getByLabel('Hidden network').check()
      },
      payload: 'WIFI:T:WPA;S:Cafe\\;Guest;P:p@ss\\:w\\"rd;H:true;;',
    },
    {
      type: 'Contact vCard',
      fill: async (page) => {
        await page.getByLabel('Full name').fill('Jane Doe')
        await page.getByLabel('Organization').fill('Doe Bakery')
        await page.getByLabel('Title', { exact: true }).fill('Owner')
        await page.getByLabel('Phone').fill('+1 555 0100')
        await page.getByLabel('Email').fill('jane@example.com')
        await page.getByLabel('Website').fill('https://doe.example')
      },
      payload:
        'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Doe;Jane;;;\r\nFN:Jane Doe\r\nORG:Doe Bakery\r\nTITLE:Owner\r\n' +
        'TEL;TYPE=CELL:+1 555 0100\r\nEMAIL;TYPE=INTERNET:jane@example.com\r\nURL:https://doe.example\r\nEND:VCARD\r\n',
    },
    {
      type: 'SMS',
      fill: async (page) => {
        await page.getByLabel('Phone number').fill('+15550100')
        await page.getByLabel('Message').fill('Table for 2?')
      },
      payload: 'SMSTO:+15550100:Table for 2?',
    },
    {
      type: 'Email',
      fill: async (page) => {
        await page.getByLabel('To', { exact: true }).fill('hello@example.com')
        await page.getByLabel('Subject').fill('Quote')
        await page.getByLabel('Body').fill('Hi,\nplease call.')
      },
      payload: 'mailto:hello@example.com?subject=Quote&body=Hi%2C%0D%0Aplease%20call.',
    },
    {
      type: 'Text',
      fill: (page) => page.getByLabel('Text', { exact: true }).fill('Café open 7–3 ✓'),
      payload: 'Café open 7–3 ✓',
    },
  ]

  for (const { type, fill, payload } of cases) {
    it(`downloads a ${type} PNG that a QR reader decodes to the exact payload`, async () => {
      const page = await openGenerator()
      await chooseType(page, type)
      await fill(page)
      expect(await settledScanResult(page)).toBe('exact')
      expect(await readQr(await downloadFrom(page, 'Download PNG'))).toBe(payload)
      await page.close()
    })
  }

  it('hides the Wi-Fi password for an open network', async () => {
    const page = await openGenerator()
    await chooseType(page, 'Wi-Fi')
    expect(await page.getByLabel('Password').count()).toBe(1)
    await page.getByLabel('Security').selectOption('nopass')
    expect(await page.getByLabel('Password').count()).toBe(0)
    await page.getByLabel('Network name (SSID)').fill('Lobby')
    await settledScanResult(page)
    expect(await readQr(await downloadFrom(page, 'Download PNG'))).toBe('WIFI:T:nopass;S:Lobby;;')
    await page.close()
  })

  const redCircleLogo = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><circle cx="50" cy="50" r="50" fill="#e00000"/></svg>',
  )

  /** A URL code with an uploaded SVG logo, once the logo is drawn and the code scans exactly: its PNG. */
  async function pngWithLogo(page: Page, url: string, logo: Buffer): Promise<Buffer> {
    await page.getByLabel('Website URL').fill(url)
    await page
      .getByLabel('Upload a logo')
      .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: logo })
    await expect.poll(() => page.getByRole('button', { name: 'Remove logo' }).isVisible()).toBe(true)
    expect(await settledScanResult(page)).toBe('exact')
    return downloadFrom(page, 'Download PNG')
  }

  it('puts an uploaded logo in the PNG at 20 % and level H, and the code still decodes', async () => {
    const page = await openGenerator()
    const png = await pngWithLogo(page, 'https://example.com/with-logo', redCircleLogo)
    const { width, height, rgba } = await toPixels(decoderPage, png, 'image/png')
    const centre = (Math.floor(height / 2) * width + Math.floor(width / 2)) * 4
    expect([...rgba.slice(centre, centre + 3)]).toEqual([224, 0, 0])
    expect(await readQr(png)).toBe('https://example.com/with-logo')
    await page.close()
  })

  it("takes an SVG logo with only a viewBox, like the site's own favicon", async () => {
    const favicon = await readFile(new URL('../../web/public/favicon.svg', import.meta.url))
    expect(favicon.toString('utf8')).not.toMatch(/<svg[^>]*\swidth=/)
    const page = await openGenerator()
    const png = await pngWithLogo(page, 'https://example.com/favicon-logo', favicon)
    expect(await page.getByText(/Could not load that logo/).count()).toBe(0)
    const { rgba } = await toPixels(decoderPage, png, 'image/png')
    // The favicon's rust (#9a3412) is drawn: the QR modules themselves are black and white.
    let rustPixels = 0
    for (let i = 0; i < rgba.length; i += 4) {
      if (rgba[i] === 0x9a && rgba[i + 1] === 0x34 && rgba[i + 2] === 0x12) rustPixels++
    }
    expect(rustPixels).toBeGreaterThan(100)
    expect(await readQr(png)).toBe('https://example.com/favicon-logo')
    await page.close()
  })

  it('turns the scan check into a warning with a 30 % logo at level L', async () => {
    const page = await openGenerator()
    await page.getByLabel('Website URL').fill('https://example.com/too-much-logo')
    await page.getByLabel('Upload a logo').setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: redCircleLogo,
    })
    await page.getByLabel('Error correction').selectOption('L')
    await page.getByLabel('Logo size (%)').fill('30')
    expect(await settledScanResult(page)).toBe('unreadable')
    await expect
      .poll(() => page.locator('[data-scan-result]').textContent())
      .toMatch(/^Scan check warning: a QR reader could not read this code\./)
    await page.close()
  })

  it('clears the pasted logo URL when a file is uploaded', async () => {
    const page = await openGenerator()
    await page.getByLabel('Or paste a logo URL').fill('https://logo.invalid/logo.png')
    await page.getByLabel('Upload a logo').setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: redCircleLogo,
    })
    await expect.poll(() => page.getByLabel('Or paste a logo URL').inputValue()).toBe('')
    await page.close()
  })

  it('downloads an SVG that parses as SVG and decodes to the payload', async () => {
    const page = await openGenerator()
    await page.getByLabel('Website URL').fill('https://example.com/vector')
    await settledScanResult(page)
    const svg = await downloadFrom(page, 'Download SVG')
    const parsed = await decoderPage.evaluate((text) => {
      const document = new DOMParser().parseFromString(text, 'image/svg+xml')
      return {
        root: document.documentElement.namespaceURI + ' ' + document.documentElement.localName,
        errors: document.getElementsByTagName('parsererror').length,
      }
    }, svg.toString('utf8'))
    expect(parsed).toEqual({ root: 'http://www.w3.org/2000/svg svg', errors: 0 })
    expect(await readQr(svg, 'image/svg+xml')).toBe('https://example.com/vector')
    const info = await page.locator('.qr-info').innerText()
    expect(info).toContain(`${svg.toString('utf8').length.toLocaleString('en-US')} characters`)
    expect(info).toMatch(/data:image\/png;base64,iVBORw0KGgo/)
    await page.close()
  })

  it('draws rounded modules when chosen, in a PNG and an SVG that decode to the payload', async () => {
    const page = await openGenerator()
    // The style first: every render of this page is then a rounded one.
    await page.getByLabel('Module style').selectOption({ label: 'Rounded' })
    await page.getByLabel('Website URL').fill('https://example.com/rounded')
    expect(await settledScanResult(page)).toBe('exact')
    const png = await downloadFrom(page, 'Download PNG')
    expect(await readQr(png)).toBe('https://example.com/rounded')
    const modulePixels = await modulePixelsOf(page, 1024)
    expect(await hasRoundedFinderCorner(png, 'image/png', modulePixels)).toBe(true)
    const svg = await downloadFrom(page, 'Download SVG')
    expect(await readQr(svg, 'image/svg+xml')).toBe('https://example.com/rounded')
    expect(await hasRoundedFinderCorner(svg, 'image/svg+xml', modulePixels)).toBe(true)
    await page.close()
  })

  it('explains when the data is too long for any QR version', async () => {
    const page = await openGenerator()
    await chooseType(page, 'Text')
    await page.getByLabel('Text', { exact: true }).fill('x'.repeat(1300))
    await expect
      .poll(() => page.locator('#qr-error').textContent())
      .toBe(
        'Too much data for one QR code at level H, even at the largest size (version 40). Shorten the content or pick a lower error level.',
      )
    expect(await page.getByRole('button', { name: 'Download PNG' }).isDisabled()).toBe(true)
    await page.getByLabel('Error correction').selectOption('L')
    expect(await settledScanResult(page)).toBe('exact')
    await page.close()
  })

  it('warns when the dark and light colours are too close', async () => {
    const page = await openGenerator()
    await page.getByLabel('Dark colour').fill('#dddddd')
    await expect
      .poll(() => page.locator('#qr-colour-warning').textContent())
      .toMatch(/^The dark and light colours are too close/)
    await page.close()
  })

  it('remembers the style between visits', async () => {
    // Not openGenerator: its clean start would forget the style again on reload.
    const page = await context.newPage()
    await page.goto(`${baseURL}/qrcode-generator`)
    await page.getByLabel('Website URL').fill('https://example.com/remembered')
    await settledScanResult(page)
    await page.getByLabel('Error correction').selectOption('Q')
    await page.getByLabel('Module style').selectOption({ label: 'Rounded' })
    await page.getByLabel('Dark colour').fill('#123456')
    await expect.poll(() => page.evaluate(() => localStorage.getItem('qr-style'))).toContain('#123456')
    await page.reload()
    await expect.poll(() => page.getByLabel('Dark colour').inputValue()).toBe('#123456')
    expect(await page.getByLabel('Error correction').inputValue()).toBe('Q')
    expect(await page.getByLabel('Module style').inputValue()).toBe('rounded')
    await page.close()
  })

  it('copies the PNG to the clipboard', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    const page = await openGenerator()
    await page.getByLabel('Website URL').fill('https://example.com/clip')
    await settledScanResult(page)
    await page.getByRole('button', { name: 'Copy PNG to clipboard' }).click()
    await expect.poll(() => page.getByText('PNG copied to clipboard').isVisible()).toBe(true)
    const copiedType = await page.evaluate(async () => (await navigator.clipboard.read())[0]?.types[0])
    expect(copiedType).toBe('image/png')
    await page.close()
  })
})

describe('QR batch mode', () => {
  async function openBatch(csv: string, options: { rounded?: boolean } = {}): Promise<Page> {
    return openBatchWith(await openGenerator(), csv, options)
  }

  const rows = [
    { name: 'Table 1', url: 'https://example.com/menu?table=1' },
    { name: 'Table 2', url: 'https://example.com/menu?table=2' },
    { name: 'Bar/counter', url: 'https://example.com/menu?bar=1' },
  ]
  const csv = ['name,url', ...rows.map((row) => `${row.name},${row.url}`)].join('\r\n')

  it('turns a 3-row CSV into a ZIP of 3 PNG codes that decode to their rows', async () => {
    const page = await openBatch(csv)
    expect(await page.getByLabel('Content column').inputValue()).toBe('1')
    const files = await runBatch(page, 3)
    expect([...files.keys()]).toEqual(['Table 1.png', 'Table 2.png', 'Bar-counter.png'])
    expect(await page.locator('.qr-batch__progress').textContent()).toBe('3 codes ready, all scan-checked.')
    const decoded = await Promise.all([...files.values()].map((png) => readQr(png)))
    expect(decoded).toEqual(rows.map((row) => row.url))
    expect(await hasRoundedFinderCorner(files.get('Table 1.png')!)).toBe(false)
    await page.close()
  })

  it('makes rounded codes in the style chosen above, each decoding to its row', async () => {
    const page = await openBatch(csv, { rounded: true })
    const files = await runBatch(page, 3)
    const pngs = [...files.values()]
    expect(await Promise.all(pngs.map((png) => readQr(png)))).toEqual(rows.map((row) => row.url))
    expect(await Promise.all(pngs.map((png) => hasRoundedFinderCorner(png)))).toEqual([true, true, true])
    await page.close()
  })

  it('makes SVG codes named by row when no name column is picked', async () => {
    const page = await openBatch(csv)
    await page.getByLabel('File format').selectOption('svg')
    await page.getByLabel('File name column').selectOption({ label: 'Spreadsheet row (qr-2, qr-3, …)' })
    const files = await runBatch(page, 3)
    expect([...files.keys()]).toEqual(['qr-2.svg', 'qr-3.svg', 'qr-4.svg'])
    const decoded = await Promise.all([...files.values()].map((svg) => readQr(svg, 'image/svg+xml')))
    expect(decoded).toEqual(rows.map((row) => row.url))
    await page.close()
  })

  it('lists the rows that get no code instead of shipping them', async () => {
    const tooLong = 'x'.repeat(1300)
    const page = await openBatch(`name,text\nok,hello\nempty,\nlong,${tooLong}\n`)
    const files = await runBatch(page, 3)
    expect([...files.keys()]).toEqual(['ok.png'])
    expect(await readQr(files.get('ok.png')!)).toBe('hello')
    expect(await page.locator('.qr-batch__failed li').allTextContents()).toEqual([
      'Row 3: The content cell is empty.',
      expect.stringMatching(/^Row 4: Too much data for one QR code at level H/),
    ])
    await page.close()
  })

  it('refuses a CSV over 1,000 rows with a sentence', async () => {
    const big = ['url', ...Array.from({ length: 1001 }, (_, i) => `https://example.com/${i}`)].join('\n')
    const page = await openBatch(big)
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'CSV' }).textContent())
      .toBe(
        'The CSV has 1,001 rows; one batch makes at most 1,000 codes. Split the file and run it in parts.',
      )
    expect(await page.getByRole('button', { name: /^Make \d/ }).count()).toBe(0)
    await page.close()
  })
})
