import { onCLS, onINP, onLCP, type Metric } from 'web-vitals'

// The snippet's Core Web Vitals module (/v-vitals.js), imported by /v.js after the page's load event. LCP,
// INP and CLS as Google's web-vitals library measures them, sent together in one event when the page is
// first hidden (the moment the library reports their final values). Each is sent once per page load.

type Vitals = Partial<Record<'lcp' | 'inp' | 'cls', number>>

export function watchVitals(send: (event: Vitals) => void): void {
  const measured: Vitals = {}
  let sent = false
  const record = (metric: Metric) => {
    const name = metric.name.toLowerCase() as keyof Vitals
    measured[name] ??= metric.value
  }
  onLCP(record)
  onINP(record)
  onCLS(record)
  // The library reports from listeners on the window in the capture phase; this one, on the document,
  // runs after them, when the final values are in.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || sent || Object.keys(measured).length === 0) return
    sent = true
    send(measured)
  })
}
