import { createHash } from 'node:crypto'

// The site's Content-Security-Policy. React Router's prerendered pages hydrate through inline <script>
// tags whose text is fixed at build time, so each page allows exactly its own inline scripts by hash
// instead of 'unsafe-inline'. nginx (infra/nginx) and the API's static-site server send the same policy.

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const externalSource = /\bsrc\s*=/i
// JSON-LD and other data blocks are never executed, so CSP does not govern them.
const dataBlockType = /\btype\s*=\s*["']?application\/(ld\+)?json/i

/** `'sha256-…'` sources for every inline script the page executes, in order of appearance, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(inlineScript)) {
    if (externalSource.test(attributes) || dataBlockType.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** The policy for one page (or for any other static response, with no hashes). */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // 'wasm-unsafe-eval' lets the image codecs compile WebAssembly; it does not allow eval() of JavaScript.
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...scriptHashes],
    ['script-src-attr', "'none'"],
    // React sets style attributes; inline styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Previews of converted images are blob: URLs, QR downloads data: URLs; a pasted QR logo may be any https image.
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}
