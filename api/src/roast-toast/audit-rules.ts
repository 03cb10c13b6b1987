import type { RoastAudit } from '../contract/roast-toast.ts'
import type { PageFacts } from './page-facts.ts'

// The audit's judgement of what one fetch of a page shows, in the site's voice: problems become roasts,
// strengths become toasts, and the most valuable fix becomes the recommendation. Pure: no I/O.

export interface PageSnapshot {
  requestedUrl: URL
  finalUrl: URL
  status: number
  loadTimeMs: number
  /** Bytes on the wire (compressed when the server compresses). */
  transferBytes: number
  /** Bytes after decompression. */
  bodyBytes: number
  /** The body was longer than the audit reads. */
  truncated: boolean
  headers: Record<string, string>
  facts: PageFacts
}

type Finding =
  | { verdict: 'toast'; message: string }
  /** `value` ranks fixes: the roast with the highest value names the recommendation. */
  | { verdict: 'roast'; message: string; fix: string; value: number }

type Rule = (page: PageSnapshot) => Finding | null

const toast = (message: string): Finding => ({ verdict: 'toast', message })
const roast = (value: number, message: string, fix: string): Finding => ({
  verdict: 'roast',
  message,
  fix,
  value,
})

/**
 * The longest text from the audited page (an attribute, a header) that a finding quotes. Findings are
 * stored with every audit, so a page's 5 MB lang attribute must not become a 5 MB row.
 */
export const quotedPageTextMax = 40
const quoted = (pageText: string) =>
  pageText.length > quotedPageTextMax ? `${pageText.slice(0, quotedPageTextMax - 1)}…` : pageText

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

export const titleLength = { min: 10, max: 60 }
export const descriptionLength = { min: 50, max: 160 }
export const slowLoadMs = 2_500
export const fastLoadMs = 1_000
export const heavyHtmlBytes = 500 * 1024
export const compressibleBytes = 1024

const rules: Rule[] = [
  function https({ requestedUrl, finalUrl }) {
    if (finalUrl.protocol !== 'https:') {
      return roast(
        100,
        'No HTTPS. Browsers slap a "Not secure" sticker on this site, which is about as welcoming as a locked screen door.',
        'Serve the site over HTTPS (a free certificate does it) and redirect every http:// visit there.',
      )
    }
    return toast(
      requestedUrl.protocol === 'http:'
        ? 'Plain http:// visitors get sent to HTTPS. Locked up tighter than the henhouse at night.'
        : 'Served over HTTPS. Locked up tighter than the henhouse at night.',
    )
  },
  function status({ status }) {
    if (status >= 400) {
      return roast(
        95,
        `The page answered ${status}. Visitors came for a website and got an error code, like ordering sweet tea and getting hot water.`,
        `Fix the ${status} error so the page answers 200 OK; nothing else matters until it loads.`,
      )
    }
    return toast(`Answered ${status} OK on the first knock.`)
  },
  function contentType({ headers }) {
    const type = headers['content-type']?.split(';')[0]?.trim().toLowerCase()
    if (!type || type === 'text/html' || type === 'application/xhtml+xml') return null
    return roast(
      75,
      `That address serves ${quoted(type)}, not a web page. We roasted what we could.`,
      'Point the address at an HTML page (or send Content-Type: text/html if it is one).',
    )
  },
  function loadTime({ loadTimeMs }) {
    if (loadTimeMs > slowLoadMs) {
      return roast(
        70,
        `The page took ${seconds(loadTimeMs)} to arrive. Visitors start wandering off after about three seconds, and the biscuits got cold.`,
        'Speed up the server response: page caching, a CDN, and less work per request.',
      )
    }
    if (loadTimeMs <= fastLoadMs)
      return toast(`Loaded in ${loadTimeMs} ms. Quicker than a hound to a dropped biscuit.`)
    return null
  },
  function pageWeight({ transferBytes, truncated }) {
    if (truncated) {
      return roast(
        65,
        'The page is over 5 MB. We stopped reading before the end, and so will phones on a rural signal.',
        'Cut the page weight: move inline images and data out of the HTML and load only what the first screen needs.',
      )
    }
    if (transferBytes > heavyHtmlBytes) {
      return roast(
        50,
        `The HTML alone weighs ${kb(transferBytes)}. That's a lot of hay to haul before anything shows up.`,
        'Slim the HTML: remove inline data and unused markup, and lazy-load what sits below the fold.',
      )
    }
    return toast(`Lean HTML at ${kb(transferBytes)}.`)
  },
  function compression({ headers, bodyBytes }) {
    const encoding = headers['content-encoding']
    if (encoding && encoding !== 'identity')
      return toast(`Compressed with ${quoted(encoding)}, so it travels light.`)
    if (bodyBytes < compressibleBytes) return null
    return roast(
      60,
      'Sent without compression. The page travels at full size like a hay bale nobody bothered to tie.',
      'Turn on gzip or Brotli compression on the server; it usually shrinks HTML by 70% or more.',
    )
  },
  function caching({ headers }) {
    if (headers['cache-control'] || headers.etag || headers['last-modified']) {
      return toast('Sends caching headers, so repeat visits don’t start from scratch.')
    }
    return roast(
      30,
      'No caching headers at all. Every visit downloads the whole thing again, like re-reading the menu every time you order.',
      'Send Cache-Control and an ETag (or Last-Modified) so browsers and CDNs can reuse what they already have.',
    )
  },
  function title({ facts }) {
    if (!facts.title) {
      return roast(
        80,
        'No page title. Search results and browser tabs show a blank where your name should be.',
        'Add a <title> of 10–60 characters that says who you are and what you do.',
      )
    }
    const length = facts.title.length
    if (length < titleLength.min || length > titleLength.max) {
      return roast(
        40,
        `The title is ${length} characters. ${length < titleLength.min ? 'Short enough to be mysterious, not in a good way.' : 'Search engines will cut it off mid-sentence.'}`,
        `Rewrite the title to ${titleLength.min}–${titleLength.max} characters, leading with what the business does.`,
      )
    }
    return toast(`The title is ${length} characters: just right for search results.`)
  },
  function metaDescription({ facts }) {
    if (!facts.metaDescription) {
      return roast(
        65,
        'No meta description, so search engines make up their own blurb. They are not good at it.',
        'Add a meta description of 50–160 characters that sells the click.',
      )
    }
    const length = facts.metaDescription.length
    if (length < descriptionLength.min || length > descriptionLength.max) {
      return roast(
        35,
        `The meta description is ${length} characters. ${length < descriptionLength.min ? 'That’s a bumper sticker, not a pitch.' : 'Search results will trim it.'}`,
        `Rewrite the meta description to ${descriptionLength.min}–${descriptionLength.max} characters.`,
      )
    }
    return toast(`The meta description is ${length} characters: a tidy pitch for search results.`)
  },
  function viewport({ facts }) {
    if (facts.hasViewport) return toast('Has a viewport tag, so phones get a page sized for them.')
    return roast(
      85,
      'No viewport tag. Phones get the desktop page shrunk down to ant size.',
      'Add <meta name="viewport" content="width=device-width, initial-scale=1"> and check the layout on a phone.',
    )
  },
  function language({ facts }) {
    if (facts.lang)
      return toast(`Declares its language (${quoted(facts.lang)}), so screen readers pronounce it right.`)
    return roast(
      25,
      'No lang attribute. Screen readers have to guess the language, and they guess like a tourist.',
      'Add lang="en" (or the right language) to the <html> tag.',
    )
  },
  function headings({ facts }) {
    if (facts.h1Count === 1) return toast('Exactly one h1 heading. The page knows what it’s about.')
    if (facts.h1Count === 0) {
      return roast(
        45,
        'No h1 heading. The page never says what it’s about, like a church sign with no letters.',
        'Give the page one h1 that states what the business does.',
      )
    }
    return roast(
      20,
      `${facts.h1Count} h1 headings. Everybody’s talking, nobody’s in charge.`,
      'Keep one h1 per page and make the others h2 or h3.',
    )
  },
  function imageAlt({ facts }) {
    if (facts.imagesWithoutAlt > 0) {
      return roast(
        40,
        `${facts.imagesWithoutAlt} of ${facts.imageCount} images have no alt text. Screen readers just say "image" and shrug.`,
        'Add alt text to every meaningful image (and alt="" to decorative ones).',
      )
    }
    if (facts.imageCount === 0) return null
    return toast(
      `${facts.imageCount === 1 ? 'The image has' : `All ${facts.imageCount} images have`} alt text. Nice manners.`,
    )
  },
  function renderBlocking({ facts }) {
    if (facts.renderBlockingScripts > 0) {
      return roast(
        55,
        `${facts.renderBlockingScripts} script${facts.renderBlockingScripts > 1 ? 's' : ''} in the head block the page from showing until they load. Everyone waits on the slowest mule.`,
        'Add defer (or async) to the scripts in the <head>, or move them to the end of the body.',
      )
    }
    return toast('No render-blocking scripts in the head.')
  },
  function canonical({ facts }) {
    if (facts.canonical) return toast('Has a canonical link, so search engines know the one true address.')
    return roast(
      20,
      'No canonical link. Search engines may count the same page twice under different addresses.',
      'Add <link rel="canonical"> pointing at the page’s preferred address.',
    )
  },
  function openGraph({ facts }) {
    const { title, description, image } = facts.openGraph
    if (title && description && image) return toast('Open Graph tags are all there: shared links look sharp.')
    return roast(
      25,
      'Open Graph tags are missing or incomplete, so shared links show up plain as a paper sack.',
      'Add og:title, og:description and og:image so links shared on social media get a proper card.',
    )
  },
  function structuredData({ facts }) {
    if (facts.hasStructuredData)
      return toast('Has structured data, so search engines understand who you are.')
    return roast(
      30,
      'No structured data. Search engines have to guess whether you’re a bakery or a bait shop.',
      'Add schema.org JSON-LD (LocalBusiness or Organization) with your name, address, phone and hours.',
    )
  },
  function robots({ facts, headers }) {
    const directives = `${facts.metaRobots ?? ''} ${headers['x-robots-tag'] ?? ''}`.toLowerCase()
    if (/\b(noindex|none)\b/.test(directives)) {
      return roast(
        90,
        'This page tells search engines not to index it. It’s hiding from the very folks trying to find it.',
        'Remove "noindex" from the robots meta tag or the X-Robots-Tag header (unless hiding the page is intended).',
      )
    }
    return toast('Search engines are welcome to index it.')
  },
]

/** One rule's result, as the monitor keeps a site's weekly audit: the rule's name, its sentence, pass or not. */
export interface AuditCheck {
  id: string
  text: string
  passed: boolean
}

/** Runs every rule over the page; the most valuable fix among the roasts becomes the recommendation. */
export function auditPage(page: PageSnapshot): RoastAudit {
  return auditPageWithChecks(page).audit
}

/** The audit, and each rule that had something to say as a check (a toast passed, a roast did not). */
export function auditPageWithChecks(page: PageSnapshot): { audit: RoastAudit; checks: AuditCheck[] } {
  const checks: AuditCheck[] = []
  const findings: Finding[] = []
  for (const rule of rules) {
    const finding = rule(page)
    if (!finding) continue
    findings.push(finding)
    checks.push({ id: rule.name, text: finding.message, passed: finding.verdict === 'toast' })
  }
  const roasts = findings.filter((finding) => finding.verdict === 'roast').sort((a, b) => b.value - a.value)
  const best = roasts[0]
  const audit = {
    roast: roasts.map((finding) => finding.message),
    toast: findings.filter((finding) => finding.verdict === 'toast').map((finding) => finding.message),
    loadTime: page.loadTimeMs,
    recommendation: best
      ? `Most valuable fix: ${best.fix}`
      : 'Nothing to roast in one fetch. Next step: a deeper look at speed, content and conversions.',
  }
  return { audit, checks }
}
