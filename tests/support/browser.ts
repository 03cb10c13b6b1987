import { chromium, type Browser, type Page } from 'playwright-core'

/** Debian's Chromium (CHROMIUM_PATH), started headless with the flags this closed network needs. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export function openBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
}

/**
 * Holds the next request to `url` until `release()`, so a test can see the page while a call is in flight.
 * Releasing before the request arrives lets it straight through, so the order of the two never matters.
 */
export async function holdNextRequest(page: Page, url: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    url,
    async (route) => {
      await released
      await route.continue()
    },
    { times: 1 },
  )
  return { release }
}
