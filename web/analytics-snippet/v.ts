// The analytics snippet clients paste into their pages (docs/portal.md#site-analytics), built into /v.js
// (build-tools/analytics-snippet.ts; at most 1,024 bytes under gzip -9):
//   <script defer data-site="KEY" src="https://studio.example/v.js"></script>
// One pageview per load and per history navigation (pushState, popstate), sent with navigator.sendBeacon
// as text/plain (no preflight) to /api/v on the origin the script came from. No cookie, no storage; nothing
// at all when the browser asks for Global Privacy Control. The Core Web Vitals module (/v-vitals.js) is
// loaded only after the page's load event.

interface VitalsModule {
  watchVitals(send: (event: object) => void): void
}

// Wrapped in a function: a pasted script must leave no names behind on the client's page.
;(() => {
  const script = document.currentScript as HTMLScriptElement | null
  const key = script?.dataset.site
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean }
  if (!script || !key || browser.globalPrivacyControl || !browser.sendBeacon) return
  const origin = new URL(script.src).origin

  // Only what is counted leaves the page: an address without its fragment and with no query but the
  // campaign tags (utm_*), so click ids, tokens or e-mail addresses in a query never reach the studio.
  const kept = (href: string) => {
    if (!href) return href
    const url = new URL(href)
    const tags = new URLSearchParams()
    url.searchParams.forEach((value, name) => name.startsWith('utm_') && tags.append(name, value))
    url.search = `${tags}`
    url.hash = ''
    return url.href
  }
  const send = (event: object, referrer = document.referrer) =>
    browser.sendBeacon(
      `${origin}/api/v`,
      JSON.stringify({ k: key, u: kept(location.href), r: kept(referrer), w: innerWidth, ...event }),
    )

  // A history navigation is a new page when more than the fragment changed.
  const pageOf = () => location.href.split('#')[0]
  let page = pageOf()
  const navigated = () => {
    const previous = page
    page = pageOf()
    if (page !== previous) send({ n: 'pageview' }, previous)
  }
  const pushState = history.pushState
  history.pushState = function (...args: Parameters<History['pushState']>) {
    pushState.apply(this, args)
    navigated()
  }
  addEventListener('popstate', navigated)
  send({ n: 'pageview' })

  const loadVitals = () =>
    (import(/* @vite-ignore */ `${origin}/v-vitals.js`) as Promise<VitalsModule>)
      .then((vitals) => vitals.watchVitals((event) => send({ n: 'vitals', ...event })))
      .catch(() => undefined)
  if (document.readyState === 'complete') loadVitals()
  else addEventListener('load', loadVitals, { once: true })
})()
