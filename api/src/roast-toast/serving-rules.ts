import {
  compressibleBytes,
  fastLoadMs,
  heavyHtmlBytes,
  kb,
  quoted,
  roast,
  type Rule,
  seconds,
  slowLoadMs,
  toast,
} from './audit-finding.ts'

// How the page is served: the connection, the answer, its speed, weight, compression and caching. Each
// rule's function name is the check's id the monitor keeps with a site's weekly audit.
export const servingRules: Rule[] = [
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
]
