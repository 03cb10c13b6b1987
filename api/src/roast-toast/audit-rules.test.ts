import { describe, expect, it } from 'vitest'
import { quotedPageTextMax, type PageSnapshot } from './audit-finding.ts'
import { auditPage } from './audit-rules.ts'
import { readPageFacts } from './page-facts.ts'

const wellMadeHtml = `<html lang="en"><head><title>Red Hills Feed &amp; Seed in Thomasville</title>
<meta name="viewport" content="width=device-width"><meta name="description" content="Feed, seed and garden supplies for South Georgia farms and backyards since 1962. Open six days a week.">
<link rel="canonical" href="https://feed.example/"><meta property="og:title" content="Feed"><meta property="og:description" content="Seed">
<meta property="og:image" content="/og.png"><script type="application/ld+json">{}</script></head>
<body><h1>Feed &amp; Seed</h1><img src="a.png" alt="Store"></body></html>`

function snapshot(overrides: Partial<PageSnapshot> = {}, html = wellMadeHtml): PageSnapshot {
  return {
    requestedUrl: new URL('https://feed.example/'),
    finalUrl: new URL('https://feed.example/'),
    status: 200,
    loadTimeMs: 420,
    transferBytes: 2_000,
    bodyBytes: 6_000,
    truncated: false,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'br',
      'cache-control': 'max-age=60',
    },
    facts: readPageFacts(html),
    ...overrides,
  }
}

describe('auditPage', () => {
  it('quotes only a few dozen characters of text from the page, so a 5 MB attribute is not stored', () => {
    const huge = 'x'.repeat(5_000_000)
    const audit = auditPage(
      snapshot(
        { headers: { 'content-type': `application/${huge}`, 'content-encoding': huge } },
        wellMadeHtml.replace('lang="en"', `lang="${huge}"`),
      ),
    )
    const cut = `${'x'.repeat(quotedPageTextMax - 1)}…`
    expect(audit.toast).toContain(`Declares its language (${cut}), so screen readers pronounce it right.`)
    expect(audit.toast).toContain(`Compressed with ${cut}, so it travels light.`)
    expect(audit.roast).toContain(
      `That address serves ${`application/${huge}`.slice(0, quotedPageTextMax - 1)}…, not a web page. We roasted what we could.`,
    )
    expect(JSON.stringify(audit).length).toBeLessThan(10_000)
  })

  it('toasts a well-made page and has nothing to roast', () => {
    const audit = auditPage(snapshot())
    expect(audit.roast).toEqual([])
    expect(audit.toast.length).toBeGreaterThanOrEqual(15)
    expect(audit.toast.join('\n')).toMatch(/HTTPS[\s\S]*420 ms[\s\S]*br[\s\S]*title is 36 characters/)
    expect(audit.loadTime).toBe(420)
    expect(audit.recommendation).toMatch(/^Nothing to roast/)
  })

  it('roasts a poor page, worst first, and recommends the most valuable fix', () => {
    const audit = auditPage(
      snapshot(
        {
          requestedUrl: new URL('http://feed.example/'),
          finalUrl: new URL('http://feed.example/'),
          loadTimeMs: 4_200,
          transferBytes: 600 * 1024,
          bodyBytes: 600 * 1024,
          headers: { 'content-type': 'text/html' },
        },
        '<html><head><script src="a.js"></script></head><body><img src="x.png"><img src="y.png"></body></html>',
      ),
    )
    expect(audit.roast[0]).toMatch(/^No HTTPS/)
    expect(audit.recommendation).toBe(
      'Most valuable fix: Serve the site over HTTPS (a free certificate does it) and redirect every http:// visit there.',
    )
    const roasts = audit.roast.join('\n')
    for (const problem of [
      /4\.2 s/,
      /600 KB/,
      /without compression/,
      /No caching headers/,
      /No page title/,
      /No meta description/,
      /No viewport/,
      /No lang/,
      /No h1/,
      /2 of 2 images have no alt/,
      /1 script in the head/,
      /No canonical/,
      /Open Graph/,
      /No structured data/,
    ]) {
      expect(roasts).toMatch(problem)
    }
  })

  it('puts an error status and a noindex above everything but HTTPS', () => {
    const audit = auditPage(
      snapshot({ status: 404, headers: { 'x-robots-tag': 'noindex', 'content-encoding': 'gzip' } }),
    )
    expect(audit.roast.slice(0, 2)).toEqual([
      expect.stringMatching(/answered 404/),
      expect.stringMatching(/not to index/),
    ])
    expect(audit.recommendation).toMatch(/Fix the 404 error/)
  })

  it('judges title and description lengths against their limits', () => {
    const html = `<title>Hi</title><meta name="description" content="${'x'.repeat(161)}">`
    const roasts = auditPage(snapshot({}, html)).roast.join('\n')
    expect(roasts).toMatch(/title is 2 characters/)
    expect(roasts).toMatch(/meta description is 161 characters/)
  })

  it('says so when the page was cut off at the size limit', () => {
    expect(auditPage(snapshot({ truncated: true })).roast.join('\n')).toMatch(/over 5 MB/)
  })
})
