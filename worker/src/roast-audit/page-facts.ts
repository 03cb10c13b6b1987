// What an audit needs to know about a page's HTML, read with a small tolerant scanner: no DOM, no I/O.

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

interface Tag {
  name: string
  attributes: Record<string, string>
  /** Ends before </head> (or before <body> when </head> is left out). */
  inHead: boolean
  /** Text up to the matching close tag, for raw-text elements (title, script, style). */
  text?: string
}

const rawTextElements = new Set(['script', 'style', 'title', 'textarea'])
const tagPattern =
  /<([a-zA-Z][a-zA-Z0-9:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g
const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

export function readPageFacts(html: string): PageFacts {
  const tags = scanTags(html.replace(/<!--[\s\S]*?-->/g, ''))
  const first = (name: string, where: (tag: Tag) => boolean = () => true) =>
    tags.find((tag) => tag.name === name && where(tag))
  const meta = (key: 'name' | 'property', value: string) =>
    first('meta', (tag) => tag.attributes[key]?.toLowerCase() === value)?.attributes.content
  const images = tags.filter((tag) => tag.name === 'img')
  const title = first('title')?.text

  return {
    title: title === undefined ? null : collapse(decodeEntities(title)),
    metaDescription: nullable(meta('name', 'description')),
    hasViewport: meta('name', 'viewport') !== undefined,
    lang: nullable(first('html')?.attributes.lang),
    h1Count: tags.filter((tag) => tag.name === 'h1').length,
    imageCount: images.length,
    imagesWithoutAlt: images.filter((tag) => !('alt' in tag.attributes)).length,
    renderBlockingScripts: tags.filter(
      (tag) =>
        tag.name === 'script' &&
        tag.inHead &&
        'src' in tag.attributes &&
        !('async' in tag.attributes) &&
        !('defer' in tag.attributes) &&
        tag.attributes.type?.toLowerCase() !== 'module',
    ).length,
    canonical: nullable(first('link', (tag) => hasToken(tag.attributes.rel, 'canonical'))?.attributes.href),
    openGraph: {
      title: Boolean(meta('property', 'og:title')),
      description: Boolean(meta('property', 'og:description')),
      image: Boolean(meta('property', 'og:image')),
    },
    hasStructuredData: tags.some(
      (tag) =>
        (tag.name === 'script' && tag.attributes.type?.toLowerCase() === 'application/ld+json') ||
        'itemscope' in tag.attributes,
    ),
    metaRobots: nullable(meta('name', 'robots'))?.toLowerCase() ?? null,
  }
}

function scanTags(html: string): Tag[] {
  const tags: Tag[] = []
  const lower = html.toLowerCase()
  const headEnd = headEndIndex(lower)
  tagPattern.lastIndex = 0
  let match: RegExpExecArray | null
  while ((match = tagPattern.exec(html))) {
    const name = match[1]!.toLowerCase()
    const tag: Tag = { name, attributes: readAttributes(match[2] ?? ''), inHead: match.index < headEnd }
    if (rawTextElements.has(name)) {
      const close = lower.indexOf(`</${name}`, tagPattern.lastIndex)
      const end = close === -1 ? html.length : close
      tag.text = html.slice(tagPattern.lastIndex, end)
      tagPattern.lastIndex = end
    }
    tags.push(tag)
  }
  return tags
}

function headEndIndex(lower: string): number {
  const candidates = [lower.indexOf('</head'), lower.search(/<body[\s>]/)].filter((index) => index >= 0)
  return candidates.length ? Math.min(...candidates) : 0
}

function readAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  attributePattern.lastIndex = 0
  let match: RegExpExecArray | null
  while ((match = attributePattern.exec(source))) {
    const name = match[1]!.toLowerCase()
    if (!(name in attributes)) attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '')
  }
  return attributes
}

function hasToken(list: string | undefined, token: string): boolean {
  return (list ?? '').toLowerCase().split(/\s+/).includes(token)
}

function nullable(value: string | undefined): string | null {
  const trimmed = value === undefined ? '' : collapse(value)
  return trimmed ? trimmed : null
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity
    }
    return namedEntities[body.toLowerCase()] ?? entity
  })
}
