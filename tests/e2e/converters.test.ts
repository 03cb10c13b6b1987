/// <reference lib="dom" />
// DOM types for the code that page.evaluate runs in the browser.
import AxeBuilder from '@axe-core/playwright'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openBrowser } from '../support/browser.ts'
import { convertAndDownload, decodedSize, openToolPage, pixelAt } from '../support/tool-page.ts'
import { unzipStored } from '../support/unzip-stored.ts'

const baseURL = inject('baseURL')
let browser: Browser
const tempDir = mkdtempSync(join(tmpdir(), 'converters-e2e-'))

beforeAll(async () => {
  browser = await openBrowser()
})
afterAll(async () => {
  await browser?.close()
  rmSync(tempDir, { recursive: true, force: true })
})

function openTool(path: string, viewport?: { width: number; height: number }) {
  return openToolPage(browser, baseURL + path, viewport)
}

/** Records every request the page makes while `action` runs. */
async function requestsDuring(page: Page, action: () => Promise<void>): Promise<Request[]> {
  const requests: Request[] = []
  const record = (request: Request) => requests.push(request)
  page.on('request', record)
  await action()
  page.off('request', record)
  return requests
}

/**
 * Nothing is uploaded: the only requests allowed are GETs of the site's own static assets (worker, WASM);
 * blob: URLs (the previews) are read from the browser's memory.
 */
function expectOnlyOwnAssets(requests: Request[]) {
  for (const request of requests.filter((r) => !r.url().startsWith('blob:'))) {
    expect(request.method(), request.url()).toBe('GET')
    expect(request.postData()).toBeNull()
    const url = new URL(request.url())
    expect(url.origin).toBe(new URL(baseURL).origin)
    expect(url.pathname).toMatch(/^\/assets\//)
  }
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
}

/** A 96 × 64 PNG drawn by the browser, with a gradient and transparency so every codec has work to do. */
async function samplePng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 96
    canvas.height = 64
    const context = canvas.getContext('2d')!
    const gradient = context.createLinearGradient(0, 0, 96, 64)
    gradient.addColorStop(0, '#9a3412')
    gradient.addColorStop(1, 'rgba(22, 101, 52, 0.5)')
    context.fillStyle = gradient
    context.fillRect(0, 0, 96, 64)
    context.fillStyle = '#fff'
    context.fillRect(20, 20, 30, 10)
    return canvas.toDataURL('image/png')
  })
  return Buffer.from(dataUrl.split(',')[1]!, 'base64')
}

const signatures: Record<string, (bytes: Buffer) => boolean> = {
  PNG: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  JPEG: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  WebP: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  AVIF: (b) => b.toString('latin1', 4, 12) === 'ftypavif',
}

describe('image converter', () => {
  // Each lossy format starts at its own quality (docs/decisions/032-avif-default-quality.md).
  it.each([
    ['PNG', 'sample.png', null],
    ['JPEG', 'sample.jpg', '92'],
    ['WebP', 'sample.webp', '92'],
    ['AVIF', 'sample.avif', '88'],
  ])('converts a PNG to %s in a worker, uploading nothing', async (format, fileName, defaultQuality) => {
    const { page, errors, close } = await openTool('/image-converter')
    const main = page.getByRole('main')
    await main
      .getByLabel('Choose images')
      .setInputFiles({ name: 'sample.png', mimeType: 'image/png', buffer: await samplePng(page) })
    await expect.poll(() => main.getByRole('img', { name: 'Original: sample.png' }).isVisible()).toBe(true)
    await main.getByLabel('Convert to').selectOption({ label: format })
    const quality = main.getByRole('slider', { name: /Quality/ })
    if (defaultQuality === null) expect(await quality.count()).toBe(0)
    else expect(await quality.inputValue()).toBe(defaultQuality)

    const requests = await requestsDuring(page, async () => {
      await main.getByRole('button', { name: 'Convert Image' }).click()
      await main.getByText('Conversion complete! Download your image below.').waitFor({ timeout: 30_000 })
    })
    expectOnlyOwnAssets(requests)

    const link = main.getByRole('link', { name: `Download ${fileName}` })
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe(fileName)
    const bytes = readFileSync(await download.path())
    expect(signatures[format]!(bytes)).toBe(true)
    expect(await decodedSize(page, bytes)).toEqual([96, 64])
    await expect.poll(() => main.getByText(/Tip: you can also right-click/).isVisible()).toBe(true)

    // A new format makes the result stale.
    await main.getByLabel('Convert to').selectOption({ label: format === 'PNG' ? 'JPEG' : 'PNG' })
    expect(await link.count()).toBe(0)
    expect(errors).toEqual([])
    await close()
  })

  it('refuses a file that is not an image, and asks for one before converting', async () => {
    const { page, errors, close } = await openTool('/image-converter')
    const main = page.getByRole('main')
    await expectNoAxeViolations(page)
    await main.getByRole('button', { name: 'Convert Image' }).click()
    await expect.poll(() => main.getByRole('alert').textContent()).toBe('Upload an image to convert.')
    await main
      .getByLabel('Choose images')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') })
    await expect
      .poll(() => main.getByRole('alert').textContent())
      .toBe('Please choose an image file (PNG, JPG, GIF, etc.).')
    expect(await main.getByRole('img').count()).toBe(0)
    expect(errors).toEqual([])
    await close()
  })

  it('converts a batch of three, every file downloads on its own, and passes axe with results', async () => {
    const { page, errors, close } = await openTool('/image-converter')
    const main = page.getByRole('main')
    const png = await samplePng(page)
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#166534"/></svg>',
    )
    await main.getByLabel('Choose images').setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: png },
      { name: 'two.svg', mimeType: 'image/svg+xml', buffer: svg },
      { name: 'three.png', mimeType: 'image/png', buffer: png },
    ])
    await main.getByLabel('Convert to').selectOption({ label: 'WebP' })
    await main.getByRole('button', { name: 'Convert Image' }).click()
    await main.getByText('Conversion complete! Download your image below.').waitFor({ timeout: 30_000 })
    await expect.poll(() => main.getByText(/two\.webp · 40 × 30/).isVisible()).toBe(true)
    // Each result's link still works after the later ones arrived (none was revoked by a progress update).
    const expected = { 'one.webp': [96, 64], 'two.webp': [40, 30], 'three.webp': [96, 64] }
    for (const [name, size] of Object.entries(expected)) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        main.getByRole('link', { name: `Download ${name}` }).click(),
      ])
      expect(download.suggestedFilename()).toBe(name)
      expect(await download.failure()).toBeNull()
      const bytes = readFileSync(await download.path())
      expect(signatures.WebP!(bytes)).toBe(true)
      expect(await decodedSize(page, bytes)).toEqual(size)
    }
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
    await close()
  })
})

/**
 * A 40 × 20 JPEG, left half red and right half blue, with an EXIF APP1 segment that says "rotate 90°
 * clockwise to show" (orientation 6) and holds a GPS latitude: a phone photo taken upright.
 */
async function rotatedPhotoWithGps(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 40
    canvas.height = 20
    const context = canvas.getContext('2d')!
    context.fillStyle = '#ff0000'
    context.fillRect(0, 0, 20, 20)
    context.fillStyle = '#0000ff'
    context.fillRect(20, 0, 20, 20)
    return canvas.toDataURL('image/jpeg', 0.95)
  })
  const jpeg = Buffer.from(dataUrl.split(',')[1]!, 'base64')
  // Big-endian TIFF: IFD0 (Make "Phone", Orientation 6, GPS pointer) at 8; GPS IFD (Latitude) at 50.
  const tiff = Buffer.alloc(100)
  tiff.write('MM\x00\x2a\x00\x00\x00\x08', 'latin1')
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16BE(tag, at)
    tiff.writeUInt16BE(type, at + 2)
    tiff.writeUInt32BE(count, at + 4)
    tiff.writeUInt32BE(value, at + 8)
  }
  tiff.writeUInt16BE(3, 8)
  entry(10, 0x010f, 2, 4, 0x50686f00) // Make "Pho\0" inline
  entry(22, 0x0112, 3, 1, 6 << 16) // Orientation 6 (a SHORT sits in the first two bytes)
  entry(34, 0x8825, 4, 1, 50)
  tiff.writeUInt16BE(1, 50)
  entry(52, 0x0002, 5, 3, 70) // GPSLatitude: three rationals at 70
  tiff.write(gpsMarker, 70, 'latin1')
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff])
  const app1 = Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff])
  return Buffer.concat([jpeg.subarray(0, 2), app1, payload, jpeg.subarray(2)])
}

const gpsMarker = 'LAT-SECRET-MARK!'

describe('image converter: more ways in, resize, metadata, ZIP', () => {
  it('takes a pasted image and a dropped one', async () => {
    const { page, errors, close } = await openTool('/image-converter')
    const main = page.getByRole('main')
    const png = [...(await samplePng(page))]
    await page.evaluate((bytes) => {
      const clipboard = new DataTransfer()
      clipboard.items.add(new File([new Uint8Array(bytes)], 'pasted.png', { type: 'image/png' }))
      document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true }))
    }, png)
    await main.getByRole('img', { name: 'Original: pasted.png' }).waitFor()
    await page.getByTestId('drop-zone').evaluate((zone, bytes) => {
      const dragged = new DataTransfer()
      dragged.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }))
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: dragged, bubbles: true, cancelable: true }))
    }, png)
    await main.getByRole('img', { name: 'Original: dropped.png' }).waitFor()
    await main.getByLabel('Convert to').selectOption({ label: 'WebP' })
    const webp = await convertAndDownload(page, 'dropped.webp')
    expect(await decodedSize(page, webp)).toEqual([96, 64])
    expect(errors).toEqual([])
    await close()
  })

  it('resizes to the asked width with the aspect kept, and remembers the settings on the next visit', async () => {
    const { page, errors, close } = await openTool('/image-converter')
    const main = page.getByRole('main')
    await main
      .getByLabel('Choose images')
      .setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: await samplePng(page) })
    await main.getByLabel('Convert to').selectOption({ label: 'JPEG' })
    await main.getByLabel('Width (px)').fill('48')
    const jpeg = await convertAndDownload(page, 'wide.jpg')
    expect(await decodedSize(page, jpeg)).toEqual([48, 32])

    // A new height re-encodes by itself, the result fitting inside 48 × 16.
    await main.getByLabel('Height (px)').fill('16')
    await expect.poll(() => main.getByText(/wide\.jpg · 24 × 16/).isVisible(), { timeout: 30_000 }).toBe(true)

    await page.reload()
    await expect.poll(() => main.getByLabel('Width (px)').inputValue()).toBe('48')
    expect(await main.getByLabel('Height (px)').inputValue()).toBe('16')
    expect(await main.getByLabel('Convert to').inputValue()).toBe('image/jpeg')
    expect(errors).toEqual([])
    await close()
  })

  it('turns an EXIF-rotated photo upright and drops its metadata; "keep" keeps EXIF but never GPS', async () => {
    const { page, errors, close } = await openTool('/image-converter')
    const main = page.getByRole('main')
    const photo = await rotatedPhotoWithGps(page)
    expect(photo.includes(gpsMarker)).toBe(true)
    await main
      .getByLabel('Choose images')
      .setInputFiles({ name: 'phone.jpg', mimeType: 'image/jpeg', buffer: photo })
    await main.getByLabel('Convert to').selectOption({ label: 'JPEG' })
    const stripped = await convertAndDownload(page, 'phone.jpg')
    expect(await decodedSize(page, stripped)).toEqual([20, 40])
    const [red, , blue] = await pixelAt(page, stripped, 10, 5) // the red half is now on top
    expect(red).toBeGreaterThan(200)
    expect(blue).toBeLessThan(60)
    expect(stripped.includes('Exif\0\0')).toBe(false)
    expect(stripped.includes(gpsMarker)).toBe(false)

    const link = main.getByRole('link', { name: 'Download phone.jpg' })
    const strippedUrl = await link.getAttribute('href')
    await main.getByLabel(/Keep photo metadata/).check()
    await expect.poll(() => link.getAttribute('href'), { timeout: 30_000 }).not.toBe(strippedUrl)
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    const kept = readFileSync(await download.path())
    const exif = kept.indexOf('Exif\0\0')
    expect(exif).toBeGreaterThan(0)
    expect(kept.includes('Pho\0')).toBe(true)
    expect(kept.includes(gpsMarker)).toBe(false)
    expect(await decodedSize(page, kept)).toEqual([20, 40]) // orientation reset to 1: not turned twice
    expect(errors).toEqual([])
    await close()
  })

  it('downloads a batch of three as one ZIP of three decodable images', async () => {
    const { page, errors, close } = await openTool('/image-converter')
    const main = page.getByRole('main')
    const png = await samplePng(page)
    await main
      .getByLabel('Choose images')
      .setInputFiles(
        ['a.png', 'b.png', 'c.png'].map((name) => ({ name, mimeType: 'image/png', buffer: png })),
      )
    await main.getByLabel('Convert to').selectOption({ label: 'WebP' })
    await main.getByRole('button', { name: 'Convert Image' }).click()
    await main.getByText('Conversion complete! Download your image below.').waitFor({ timeout: 30_000 })
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('button', { name: 'Download all (3) as ZIP' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('converted-images.zip')
    const files = unzipStored(readFileSync(await download.path()))
    expect([...files.keys()].sort()).toEqual(['a.webp', 'b.webp', 'c.webp'])
    for (const bytes of files.values()) {
      expect(signatures.WebP!(bytes)).toBe(true)
      expect(await decodedSize(page, bytes)).toEqual([96, 64])
    }
    expect(errors).toEqual([])
    await close()
  })

  it('says which file the browser cannot decode', async () => {
    const { page, errors, close } = await openTool('/image-converter')
    const main = page.getByRole('main')
    await main
      .getByLabel('Choose images')
      .setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') })
    await main.getByRole('button', { name: 'Convert Image' }).click()
    await main
      .getByText(
        'This browser cannot read broken.png as an image. Try a PNG, JPEG, WebP or GIF, or open it in another browser.',
      )
      .waitFor({ timeout: 30_000 })
    expect(errors).toEqual([])
    await close()
  })
})

describe('file converter', () => {
  const quotedCsv = 'name,city,note\n"Doe, Jane","Macon, GA","said ""hi"""\nBo,Athens,\n'
  const expectedJson = JSON.stringify(
    [
      { name: 'Doe, Jane', city: 'Macon, GA', note: 'said "hi"' },
      { name: 'Bo', city: 'Athens', note: '' },
    ],
    null,
    2,
  )

  it('converts an uploaded CSV with quoted commas to the exact JSON, uploading nothing', async () => {
    const { page, errors, close } = await openTool('/file-converter')
    const main = page.getByRole('main')
    await expectNoAxeViolations(page)
    await main
      .getByLabel('Upload a file')
      .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(quotedCsv) })
    await expect.poll(() => main.getByLabel('Detected format').inputValue()).toBe('csv')
    expect(await main.getByLabel('File name').inputValue()).toBe('people')
    expect(await main.getByLabel('Or paste text').inputValue()).toBe(quotedCsv)
    await main.getByLabel('Convert to').selectOption({ label: 'JSON' })

    const requests = await requestsDuring(page, async () => {
      await main.getByRole('button', { name: 'Convert File' }).click()
      await main.getByText('Converted CSV to JSON successfully!').waitFor()
    })
    expectOnlyOwnAssets(requests)
    expect(await main.getByLabel('Converted text').textContent()).toBe(expectedJson)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('link', { name: 'Download people.json' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('people.json')
    expect(readFileSync(await download.path(), 'utf8')).toBe(expectedJson)
    await expectNoAxeViolations(page)

    // Editing the content clears the result.
    await main.getByLabel('Or paste text').fill('{"broken": }')
    expect(await main.getByRole('link', { name: /Download/ }).count()).toBe(0)
    await main.getByLabel('Detected format').selectOption({ label: 'JSON' })
    await main.getByRole('button', { name: 'Convert File' }).click()
    await expect
      .poll(() => main.getByRole('alert').textContent())
      .toBe('Could not parse JSON. Make sure it is valid.')
    expect(errors).toEqual([])
    await close()
  })

  it('refuses a binary file (a PNG chosen under "All files") with a sentence', async () => {
    const { page, errors, close } = await openTool('/file-converter')
    const main = page.getByRole('main')
    await main
      .getByLabel('Upload a file')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await samplePng(page) })
    await expect
      .poll(() => main.getByRole('alert').textContent())
      .toBe(
        'This looks like a binary file (an image, archive or document), not text. Choose a JSON, CSV, TSV, text or .xlsx file.',
      )
    expect(await main.getByLabel('Or paste text').inputValue()).toBe('')
    await main.getByRole('button', { name: 'Convert File' }).click()
    await expect
      .poll(() => main.getByRole('alert').textContent())
      .toBe('Upload a file or paste its contents first.')
    expect(await main.getByText(/successfully/).count()).toBe(0)
    expect(errors).toEqual([])
    await close()
  })

  it('previews and reads a CSV with a BOM and semicolons (decimal commas) into exact JSON', async () => {
    const { page, errors, close } = await openTool('/file-converter')
    const main = page.getByRole('main')
    const csv = '\uFEFFname;price;note\nTéa;2,50;"a; b"\nCoffee;3,10;\n'
    await main
      .getByLabel('Upload a file')
      .setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await expect.poll(() => main.getByLabel('Detected format').inputValue()).toBe('csv')
    const preview = main.getByRole('region', { name: 'Input preview table' })
    await expect
      .poll(() => preview.getByRole('columnheader').allTextContents())
      .toEqual(['name', 'price', 'note'])
    expect(await preview.getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual([
      'Téa',
      '2,50',
      'a; b',
    ])
    await main.getByLabel('Convert to').selectOption({ label: 'JSON' })
    await main.getByRole('button', { name: 'Convert File' }).click()
    await main.getByText('Converted CSV to JSON successfully!').waitFor()
    expect(JSON.parse((await main.getByLabel('Converted text').textContent())!)).toEqual([
      { name: 'Téa', price: '2,50', note: 'a; b' },
      { name: 'Coffee', price: '3,10', note: '' },
    ])
    expect(errors).toEqual([])
    await close()
  })

  it('reads NDJSON into CSV and writes a CSV back as NDJSON', async () => {
    const { page, errors, close } = await openTool('/file-converter')
    const main = page.getByRole('main')
    await main.getByLabel('Upload a file').setInputFiles({
      name: 'events.jsonl',
      mimeType: '',
      buffer: Buffer.from('{"id":1,"kind":"open"}\n{"id":2,"kind":"close, later"}\n'),
    })
    await expect.poll(() => main.getByLabel('Detected format').inputValue()).toBe('ndjson')
    await main.getByLabel('Convert to').selectOption({ label: 'CSV' })
    await main.getByRole('button', { name: 'Convert File' }).click()
    await main.getByText('Converted NDJSON to CSV successfully!').waitFor()
    expect(await main.getByLabel('Converted text').textContent()).toBe('id,kind\n1,open\n2,"close, later"')

    await main.getByLabel('Or paste text').fill('id,kind\n1,open\n2,"close, later"')
    await main.getByLabel('Detected format').selectOption({ label: 'CSV' })
    await main.getByLabel('Convert to').selectOption({ label: 'NDJSON' })
    await main.getByRole('button', { name: 'Convert File' }).click()
    await main.getByText('Converted CSV to NDJSON successfully!').waitFor()
    expect(await main.getByLabel('Converted text').textContent()).toBe(
      '{"id":"1","kind":"open"}\n{"id":"2","kind":"close, later"}',
    )
    expect(errors).toEqual([])
    await close()
  })

  it('writes a spreadsheet-safe CSV with a BOM for Excel, and copies the output', async () => {
    const { page, errors, close } = await openTool('/file-converter')
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    const main = page.getByRole('main')
    await main
      .getByLabel('Or paste text')
      .fill('[{"name":"Bo","total":"=SUM(A1:A9)"},{"name":"@cmd","total":"5"}]')
    await main.getByLabel('Detected format').selectOption({ label: 'JSON' })
    await main.getByLabel('Convert to').selectOption({ label: 'CSV' })
    await main.getByLabel(/Spreadsheet-safe/).check()
    await main.getByLabel(/byte order mark/).check()
    await main.getByRole('button', { name: 'Convert File' }).click()
    await main.getByText('Converted JSON to CSV successfully!').waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('link', { name: 'Download converted-file.csv' }).click(),
    ])
    const bytes = readFileSync(await download.path())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(bytes.subarray(3).toString('utf8')).toBe("name,total\nBo,'=SUM(A1:A9)\n'@cmd,5")
    await main.getByRole('button', { name: 'Copy output' }).click()
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe("name,total\nBo,'=SUM(A1:A9)\n'@cmd,5") // the text, without the file's BOM
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
    await close()
  })

  it('fits a 390 px phone once a 6-column CSV is loaded: nothing scrolls sideways', async () => {
    const { page, errors, close } = await openTool('/file-converter', { width: 390, height: 844 })
    const main = page.getByRole('main')
    const header = 'customer_name,street_address,city_and_state,phone_number,email_address,notes_for_the_job'
    const row =
      'Jane Doe,1234 Peachtree Street NE,"Macon, Georgia",478-555-0100,jane.doe@example.com,Gate code 4321'
    await main.getByLabel('Upload a file').setInputFiles({
      name: 'customers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${header}\n${row}\n`),
    })
    const preview = main.getByRole('region', { name: 'Input preview table' })
    await expect.poll(() => preview.getByRole('columnheader').count()).toBe(6)
    const pageWidths = () => page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
    const [loadedWidth, viewport] = await pageWidths()
    expect(loadedWidth).toBeLessThanOrEqual(viewport!)
    await main.getByRole('button', { name: 'Convert File' }).click()
    await main.getByText('Converted CSV to JSON successfully!').waitFor()
    const [convertedWidth] = await pageWidths()
    expect(convertedWidth).toBeLessThanOrEqual(viewport!)
    const convert = await main.getByRole('button', { name: 'Convert File' }).boundingBox()
    expect(convert!.x + convert!.width).toBeLessThanOrEqual(390)
    expect(errors).toEqual([])
    await close()
  })

  it('reads pasted text as a new input: the earlier file’s format and name are dropped', async () => {
    const { page, errors, close } = await openTool('/file-converter')
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    const main = page.getByRole('main')
    await main
      .getByLabel('Upload a file')
      .setInputFiles({ name: 'orders.json', mimeType: 'application/json', buffer: Buffer.from('[{"a":1}]') })
    await expect.poll(() => main.getByLabel('Detected format').inputValue()).toBe('json')
    expect(await main.getByLabel('File name').inputValue()).toBe('orders')

    await page.evaluate(() => navigator.clipboard.writeText('a;b;c\n1;2;3'))
    const content = main.getByLabel('Or paste text')
    await content.focus()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.press('ControlOrMeta+V')
    await expect.poll(() => content.inputValue()).toBe('a;b;c\n1;2;3')
    expect(await main.getByLabel('Detected format').inputValue()).toBe('auto')
    expect(await main.getByLabel('File name').inputValue()).toBe('')
    await main.getByRole('button', { name: 'Convert File' }).click()
    await main.getByText('Converted CSV to JSON successfully!').waitFor()
    expect(JSON.parse((await main.getByLabel('Converted text').textContent())!)).toEqual([
      { a: '1', b: '2', c: '3' },
    ])
    expect(await main.getByRole('link', { name: 'Download converted-file.json' }).count()).toBe(1)
    expect(errors).toEqual([])
    await close()
  })

  it('counts the preview’s rows in words that agree: "The first row, as it will be read"', async () => {
    const { page, close } = await openTool('/file-converter')
    const main = page.getByRole('main')
    await main.getByLabel('Or paste text').fill('a,b\n1,2')
    await main.getByText('The first row, as it will be read.').waitFor()
    await main.getByLabel('Or paste text').fill('a,b\n1,2\n3,4')
    await main.getByText('The first 2 rows, as they will be read.').waitFor()
    await close()
  })

  it('converts a CSV to XLSX and that XLSX back to CSV, downloading the spreadsheet code only then', async () => {
    const { page, errors, close } = await openTool('/file-converter')
    const main = page.getByRole('main')
    const spreadsheetCode = (requests: Request[]) =>
      requests.filter((request) => /xlsx/i.test(new URL(request.url()).pathname))
    await main.getByLabel('Or paste text').fill('name,zip,note\nAnn,01234,=SUM(A1)\nBo,30301,"a, b"\n')
    await main.getByLabel('Convert to').selectOption({ label: 'JSON' })
    const toJson = await requestsDuring(page, async () => {
      await main.getByRole('button', { name: 'Convert File' }).click()
      await main.getByText('Converted CSV to JSON successfully!').waitFor()
    })
    expect(spreadsheetCode(toJson)).toEqual([])

    await main.getByLabel('Convert to').selectOption({ label: 'Excel (XLSX)' })
    await main.getByLabel(/Spreadsheet-safe/).check()
    const toXlsx = await requestsDuring(page, async () => {
      await main.getByRole('button', { name: 'Convert File' }).click()
      await main.getByText('Converted CSV to XLSX successfully!').waitFor({ timeout: 30_000 })
    })
    expect(spreadsheetCode(toXlsx).length).toBeGreaterThan(0)
    expectOnlyOwnAssets(toXlsx)
    await main.getByText('A spreadsheet has no text to show here: download it to open it.').waitFor()
    expect(await main.getByRole('button', { name: 'Copy output' }).count()).toBe(0)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('link', { name: 'Download converted-file.xlsx' }).click(),
    ])
    const xlsxPath = join(tempDir, 'members.xlsx')
    writeFileSync(xlsxPath, readFileSync(await download.path()))
    expect(readFileSync(xlsxPath).subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004')

    await main.getByLabel('Upload a file').setInputFiles(xlsxPath)
    await expect.poll(() => main.getByLabel('Detected format').inputValue()).toBe('xlsx')
    expect(await main.getByLabel('File name').inputValue()).toBe('members')
    await main.getByText('members.xlsx (', { exact: false }).waitFor()
    await main.getByLabel('Convert to').selectOption({ label: 'CSV' })
    await main.getByLabel(/Spreadsheet-safe/).uncheck()
    await main.getByRole('button', { name: 'Convert File' }).click()
    await main.getByText('Converted XLSX to CSV successfully!').waitFor({ timeout: 30_000 })
    expect(await main.getByLabel('Converted text').textContent()).toBe(
      'name,zip,note\nAnn,01234,\'=SUM(A1)\nBo,30301,"a, b"',
    )
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
    await close()
  })

  it('types values on the way to JSON when asked, and writes a Markdown table', async () => {
    const { page, errors, close } = await openTool('/file-converter')
    const main = page.getByRole('main')
    await main.getByLabel('Or paste text').fill('id,zip,paid,note\n1,01234,true,a|b\n2,30301,,\n')
    await main.getByLabel('Convert to').selectOption({ label: 'JSON' })
    await main.getByLabel(/Type values/).check()
    await main.getByRole('button', { name: 'Convert File' }).click()
    await main.getByText('Converted CSV to JSON successfully!').waitFor()
    expect(JSON.parse((await main.getByLabel('Converted text').textContent())!)).toEqual([
      { id: 1, zip: '01234', paid: true, note: 'a|b' },
      { id: 2, zip: 30301, paid: null, note: null },
    ])

    await main.getByLabel('Convert to').selectOption({ label: 'Markdown table' })
    await main.getByRole('button', { name: 'Convert File' }).click()
    await main.getByText('Converted CSV to Markdown successfully!').waitFor()
    expect(await main.getByLabel('Converted text').textContent()).toBe(
      '| id | zip | paid | note |\n| --- | --- | --- | --- |\n| 1 | 01234 | true | a\\|b |\n| 2 | 30301 |  |  |',
    )
    expect(await main.getByRole('link', { name: 'Download converted-file.md' }).count()).toBe(1)
    expect(errors).toEqual([])
    await close()
  })

  it('asks for content before converting', async () => {
    const { page, close } = await openTool('/file-converter')
    const main = page.getByRole('main')
    await main.getByRole('button', { name: 'Convert File' }).click()
    await expect
      .poll(() => main.getByRole('alert').textContent())
      .toBe('Upload a file or paste its contents first.')
    await close()
  })

  // The 50 ms main-thread bar is timed in bench/file-convert.bench.ts; here, that the work is off the page.
  it('converts a large CSV in a Web Worker, with progress, and the download holds every row', async () => {
    const path = join(tempDir, 'large.csv')
    const row = (i: number) =>
      `${i},"Customer ${i}, Inc.","Note with ""quotes"" and, commas",${(i * 1.37).toFixed(2)},true\n`
    const rows: string[] = ['id,name,note,amount,active\n']
    for (let i = 1; rows.length <= 300_000; i++) rows.push(row(i))
    writeFileSync(path, rows.join(''))

    const { page, errors, close } = await openTool('/file-converter')
    const main = page.getByRole('main')
    await main.getByLabel('Upload a file').setInputFiles(path)
    await expect.poll(() => main.getByLabel('Detected format').inputValue()).toBe('csv')
    await main.getByLabel('Convert to').selectOption({ label: 'JSON' })
    await main.getByRole('button', { name: 'Convert File' }).click()
    await main.getByRole('progressbar', { name: 'Conversion progress' }).waitFor()
    await main.getByText('Converted CSV to JSON successfully!').waitFor({ timeout: 60_000 })
    await expect.poll(() => main.getByText(/^Showing the first 98 KB of \d+\.\d MB\./).isVisible()).toBe(true)
    expect(page.workers().length).toBeGreaterThan(0)

    // The whole output is in the download, a blob: URL built in the worker.
    const link = main.getByRole('link', { name: 'Download large.json' })
    expect(await link.getAttribute('href')).toMatch(/^blob:/)
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    const records = JSON.parse(readFileSync(await download.path(), 'utf8')) as Record<string, string>[]
    expect(records.length).toBe(300_000)
    expect(records.at(-1)).toEqual({
      id: '300000',
      name: 'Customer 300000, Inc.',
      note: 'Note with "quotes" and, commas',
      amount: '411000.00',
      active: 'true',
    })
    expect(errors).toEqual([])
    await close()
  })

  it('converts a large CSV in two workers into the bytes one would write, even when stray quotes fool the cut', async () => {
    const convertedInPage = async (lines: string[], records: Record<string, string>[]) => {
      const path = join(tempDir, 'halves.csv')
      writeFileSync(path, lines.join(''))
      const { page, errors, close } = await openTool('/file-converter')
      const main = page.getByRole('main')
      await main.getByLabel('Upload a file').setInputFiles(path)
      await main.getByLabel('Convert to').selectOption({ label: 'JSON' })
      await main.getByRole('button', { name: 'Convert File' }).click()
      await main.getByText('Converted CSV to JSON successfully!').waitFor({ timeout: 60_000 })
      expect(page.workers().length).toBe(2)
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        main.getByRole('link', { name: 'Download halves.json' }).click(),
      ])
      // Compared as bytes: a string diff of megabytes would take minutes to print.
      const expected = Buffer.from(JSON.stringify(records, null, 2))
      expect(readFileSync(await download.path()).equals(expected)).toBe(true)
      expect(errors).toEqual([])
      await close()
    }

    // Quoted CRLF line breaks (kept as they are), doubled quotes, multibyte text and blank cells on both sides
    // of the middle, after a byte order mark.
    const words = ['alpha', 'gamma, delta', 'say "hi"', 'line\r\nbreak', 'Zoë 🍑', '']
    const csvCell = (text: string) => `"${text.replaceAll('"', '""')}"`
    const lines = ['\uFEFFid,name,note\r\n']
    const records: Record<string, string>[] = []
    for (let i = 0; i < 150_000; i++) {
      const word = words[i % words.length]!
      records.push({ id: String(i), name: word, note: `${word} #${i}` })
      lines.push(`${i},${csvCell(word)},${csvCell(`${word} #${i}`)}\r\n`)
    }
    await convertedInPage(lines, records)

    // The quote in x"y is text to the parser, but the search for the cut counts it, and so takes the line
    // break inside the next row's first cell for a row's end: the first worker then converts it all.
    const strayLines = ['id,name,note\n']
    const strayRecords: Record<string, string>[] = []
    for (let i = 0; i < 100_000; i++) {
      strayLines.push(`${i},"ok",x"y\r\n"p\r\nq""",${i},z\r\n`)
      strayRecords.push(
        { id: String(i), name: 'ok', note: 'x"y' },
        { id: 'p\r\nq"', name: String(i), note: 'z' },
      )
    }
    await convertedInPage(strayLines, strayRecords)
  })
})
