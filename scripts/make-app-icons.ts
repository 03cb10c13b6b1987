import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { openBrowser } from '../tests/support/browser.ts'

// `npx tsx scripts/make-app-icons.ts`: renders web/public/favicon.svg to the PNG icons the web app
// manifest (web/public/manifest.webmanifest) lists. Run again after changing the favicon; commit the PNGs.
// "any": the favicon as it is, rounded corners on a transparent ground. "maskable": the mark at 70 % on
// a full-bleed square of its colour, so any mask shape (circle, squircle) keeps the whole mark inside
// the 80 % safe zone.

const publicDir = path.join(import.meta.dirname, '../web/public')
const favicon = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8')
const markColour = /fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1]
if (!markColour) throw new Error('favicon.svg has no fill colour to use as the maskable background.')

const maskable = (size: number) =>
  `<div style="width:${size}px;height:${size}px;background:${markColour};display:grid;place-items:center">` +
  `<img src="data:image/svg+xml,${encodeURIComponent(favicon)}" style="width:70%;height:70%"></div>`
const plain = (size: number) =>
  `<img src="data:image/svg+xml,${encodeURIComponent(favicon)}" style="width:${size}px;height:${size}px">`

const browser = await openBrowser()
try {
  for (const size of [192, 512]) {
    for (const [name, html] of [
      [`icon-${size}.png`, plain(size)],
      [`icon-maskable-${size}.png`, maskable(size)],
    ] as const) {
      const page = await browser.newPage({ viewport: { width: size, height: size } })
      await page.setContent(`<body style="margin:0">${html}</body>`)
      await page.screenshot({ path: path.join(publicDir, name), omitBackground: true })
      await page.close()
      console.log(`wrote web/public/${name}`)
    }
  }
} finally {
  await browser.close()
}
