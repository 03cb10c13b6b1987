import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2'

// What an audit needs to know about a page's HTML: no DOM, no I/O. It reads htmlparser2's tokenizer
// directly rather than its Parser, because the Parser keeps a stack of open elements that costs time in
// proportion to its depth on every tag (a page of a million nested <div>s takes minutes); the tokenizer
// reads each character once, so the time grows with the page and nothing else.

export interface PageFacts {
  title: string | null
  metaDescription: string | null
  hasViewport: boolean
  lang: string | null
  h1Count: number
  imageCount: number
  imagesWithoutAlt: number
  /** Scripts in <head> that block rendering: a src with neither async nor defer, and not a module. */
  renderBlockingScripts: number
  canonical: string | null
  openGraph: { title: boolean; description: boolean; image: boolean }
  /** JSON-LD scripts or microdata (itemscope). */
  hasStructuredData: boolean
  /** The robots meta tag's content, lower-cased. */
  metaRobots: string | null
}

type Attributes = Map<string, string>

/** What the rules read, gathered tag by tag; the first tag of a kind wins, as in a browser. */
class FactsCollector {
  title: string | undefined
  readingTitle = false
  /** `name:description`, `property:og:title`, ... → the first such meta tag's content. */
  readonly metaContent = new Map<string, string | undefined>()
  lang: string | undefined
  sawHtml = false
  canonical: string | undefined
  sawCanonical = false
  h1Count = 0
  imageCount = 0
  imagesWithoutAlt = 0
  hasStructuredData = false
  /** The head ends at </head>, or at <body> when </head> is left out. */
  headEnded = false
  blockingScriptsBeforeHeadEnd = 0

  openTag(name: string, attributes: Attributes): void {
    const lower = (key: string) => attributes.get(key)?.toLowerCase()
    if (attributes.has('itemscope')) this.hasStructuredData = true
    switch (name) {
      case 'html':
        if (!this.sawHtml) this.lang = attributes.get('lang')
        this.sawHtml = true
        break
      case 'body':
        this.headEnded = true
        break
      case 'title':
        if (this.title === undefined) {
          this.title = ''
          this.readingTitle = true
        }
        break
      case 'meta':
        for (const key of ['name', 'property']) {
          const value = lower(key)
          const slot = `${key}:${value}`
          if (value !== undefined && !this.metaContent.has(slot))
            this.metaContent.set(slot, attributes.get('content'))
        }
        break
      case 'link':
        if (!this.sawCanonical && (lower('rel') ?? '').split(/\s+/).includes('canonical')) {
          this.sawCanonical = true
          this.canonical = attributes.get('href')
        }
        break
      case 'h1':
        this.h1Count++
        break
      case 'img':
        this.imageCount++
        if (!attributes.has('alt')) this.imagesWithoutAlt++
        break
      case 'script':
        if (lower('type') === 'application/ld+json') this.hasStructuredData = true
        if (
          !this.headEnded &&
          attributes.has('src') &&
          !attributes.has('async') &&
          !attributes.has('defer') &&
          lower('type') !== 'module'
        ) {
          this.blockingScriptsBeforeHeadEnd++
        }
        break
    }
  }

  closeTag(name: string): void {
    if (name === 'head') this.headEnded = true
    if (name === 'title') this.readingTitle = false
  }

  text(text: string): void {
    if (this.readingTitle) this.title += text
  }

  facts(): PageFacts {
    const meta = (slot: string) => this.metaContent.get(slot)
    return {
      title: this.title === undefined ? null : collapse(this.title),
      metaDescription: nullable(meta('name:description')),
      hasViewport: meta('name:viewport') !== undefined,
      lang: nullable(this.lang),
      h1Count: this.h1Count,
      imageCount: this.imageCount,
      imagesWithoutAlt: this.imagesWithoutAlt,
      // A page that never ends its head (no </head>, no <body>) is not judged on head scripts.
      renderBlockingScripts: this.headEnded ? this.blockingScriptsBeforeHeadEnd : 0,
      canonical: nullable(this.canonical),
      openGraph: {
        title: Boolean(meta('property:og:title')),
        description: Boolean(meta('property:og:description')),
        image: Boolean(meta('property:og:image')),
      },
      hasStructuredData: this.hasStructuredData,
      metaRobots: nullable(meta('name:robots'))?.toLowerCase() ?? null,
    }
  }
}

export function readPageFacts(html: string): PageFacts {
  const collector = new FactsCollector()
  const slice = (start: number, end: number) => html.slice(start, end)
  let tagName = ''
  const attributes: Attributes = new Map() // one map, cleared per tag: the collector keeps no reference
  let attributeName = ''
  let attributeValue = ''
  const endOpenTag = () => collector.openTag(tagName, attributes)
  const callbacks: TokenizerCallbacks = {
    onopentagname(start, end) {
      tagName = slice(start, end).toLowerCase()
      attributes.clear()
    },
    onattribname(start, end) {
      attributeName = slice(start, end).toLowerCase()
      attributeValue = ''
    },
    onattribdata(start, end) {
      attributeValue += slice(start, end)
    },
    onattribentity(codePoint) {
      attributeValue += String.fromCodePoint(codePoint)
    },
    onattribend() {
      if (!attributes.has(attributeName)) attributes.set(attributeName, attributeValue)
    },
    onopentagend: endOpenTag,
    // HTML ignores the slash in <img/>: a self-closing tag is an ordinary start tag.
    onselfclosingtag: endOpenTag,
    onclosetag(start, end) {
      collector.closeTag(slice(start, end).toLowerCase())
    },
    ontext(start, end) {
      collector.text(slice(start, end))
    },
    ontextentity(codePoint) {
      collector.text(String.fromCodePoint(codePoint))
    },
    oncdata() {},
    oncomment() {},
    ondeclaration() {},
    onprocessinginstruction() {},
    onend() {},
  }
  const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks)
  tokenizer.write(html)
  tokenizer.end()
  return collector.facts()
}

function nullable(value: string | undefined): string | null {
  const trimmed = value === undefined ? '' : collapse(value)
  return trimmed ? trimmed : null
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}
