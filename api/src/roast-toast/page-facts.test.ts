import { describe, expect, it } from 'vitest'
import { readPageFacts } from './page-facts.ts'

const goodPage = `<!doctype html>
<html lang="en-US">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Magnolia Street Bakery &amp; Café | Fresh bread daily</title>
  <meta name="description" content="Fresh bread, biscuits and pies baked every morning in Thomasville, Georgia. Order online for pickup.">
  <meta name="robots" content="index, follow">
  <link rel="canonical" href="https://bakery.example/">
  <meta property="og:title" content="Magnolia Street Bakery">
  <meta property="og:description" content="Fresh bread daily">
  <meta property="og:image" content="https://bakery.example/og.png">
  <script type="application/ld+json">{"@type":"Bakery","name":"<h1>not a heading</h1>"}</script>
  <script src="/app.js" defer></script>
  <script type="module" src="/mod.js"></script>
</head>
<body>
  <!-- <h1>commented out</h1> <img src="x.png"> -->
  <h1>Fresh bread</h1>
  <img src="a.png" alt="A loaf"><img src="b.png" alt="">
</body>
</html>`

describe('readPageFacts', () => {
  it('reads what a well-made page declares', () => {
    expect(readPageFacts(goodPage)).toEqual({
      title: 'Magnolia Street Bakery & Café | Fresh bread daily',
      metaDescription:
        'Fresh bread, biscuits and pies baked every morning in Thomasville, Georgia. Order online for pickup.',
      hasViewport: true,
      lang: 'en-US',
      h1Count: 1,
      imageCount: 2,
      imagesWithoutAlt: 0,
      renderBlockingScripts: 0,
      canonical: 'https://bakery.example/',
      openGraph: { title: true, description: true, image: true },
      hasStructuredData: true,
      metaRobots: 'index, follow',
    })
  })

  it('finds what a careless page leaves out', () => {
    const facts =
      readPageFacts(`<HTML><HEAD><SCRIPT SRC="jquery.js"></SCRIPT><script src='x.js' async></script>
      <script>inline()</script><META NAME=robots CONTENT="NOINDEX"></HEAD>
      <BODY><h1>One</h1><h1>Two</h1><img src=a.png><IMG SRC="b.png" ALT="b"></BODY></HTML>`)
    expect(facts).toMatchObject({
      title: null,
      metaDescription: null,
      hasViewport: false,
      lang: null,
      h1Count: 2,
      imageCount: 2,
      imagesWithoutAlt: 1,
      renderBlockingScripts: 1,
      canonical: null,
      openGraph: { title: false, description: false, image: false },
      hasStructuredData: false,
      metaRobots: 'noindex',
    })
  })

  it('counts microdata as structured data and an empty page as having nothing', () => {
    expect(
      readPageFacts('<div itemscope itemtype="https://schema.org/Bakery"></div>').hasStructuredData,
    ).toBe(true)
    expect(readPageFacts('')).toMatchObject({ title: null, h1Count: 0, imageCount: 0 })
  })
})

describe(
  'readPageFacts on pathological markup (each read once, character by character)',
  { timeout: 30_000 },
  () => {
    const fiveMegabytes = 5 * 1024 * 1024
    const repeatedTo = (unit: string, size = fiveMegabytes) => unit.repeat(Math.floor(size / unit.length))
    const head = '<html lang="en"><head><title>Crafted page</title></head><body><h1>Top</h1>'

    it('reads "<a b" repeated to 5 MB as one tag that never ends', () => {
      expect(readPageFacts(`${head}${repeatedTo('<a b')}<h1>never seen</h1>`)).toMatchObject({
        title: 'Crafted page',
        lang: 'en',
        h1Count: 1,
        imageCount: 0,
      })
    })

    it('treats an unclosed comment as running to the end of the page', () => {
      expect(readPageFacts(`${head}${repeatedTo('<!--<img src=x.png>')}`)).toMatchObject({
        title: 'Crafted page',
        h1Count: 1,
        imageCount: 0,
      })
    })

    it.each([
      ['double', '"'],
      ['single', "'"],
    ])('reads an unclosed %s-quoted attribute as one value to the end of the page', (_quote, quote) => {
      const facts = readPageFacts(`${head}<img alt=${quote}${repeatedTo('<img src=y.png>')}`)
      expect(facts).toMatchObject({ h1Count: 1, imageCount: 0 })
      expect(readPageFacts(`${head}${repeatedTo(`<a b=${quote}`)}`).h1Count).toBe(1)
    })

    it('counts tags at any depth: 10,000 and a million nested elements', () => {
      const tenThousandDeep = `${head}${'<div>'.repeat(10_000)}<img src="a.png"><h1>Deep</h1>`
      expect(readPageFacts(tenThousandDeep)).toMatchObject({ h1Count: 2, imageCount: 1, imagesWithoutAlt: 1 })
      const filled = `${head}${repeatedTo('<div><span>')}<h1>Bottom</h1>${repeatedTo('</a>', 1024 * 1024)}`
      expect(readPageFacts(filled)).toMatchObject({ title: 'Crafted page', h1Count: 2 })
    })

    it('keeps the first of ten thousand titles and meta descriptions', () => {
      const manyHeads = repeatedTo(
        '<title>Again</title><meta name="description" content="Again and again">',
        1024 * 1024,
      )
      expect(
        readPageFacts(`<head><title>First title</title><meta name=description content=First>${manyHeads}`),
      ).toMatchObject({ title: 'First title', metaDescription: 'First' })
    })
  },
)
