import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import express, { type Request, type Response } from 'express'
import { spaFallbackFile, spaPagePattern, spaPagesFile } from '../contract/spa-pages.ts'
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy.ts'

// Serves the prerendered site (web/build/client): every page from <path>/index.html, the pages the build
// left to the SPA fallback (its list, __spa-pages.json) from that fallback, hashed assets cached forever,
// HTML revalidated on every visit, gzip/brotli files picked from the ones the build wrote beside each asset
// (no compression per request), and a real 404 status for every unknown page.

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}

const immutableCaching = 'public, max-age=31536000, immutable'
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

interface BuiltFile {
  absolutePath: string
  size: number
  etag: string
  /** The page's Content-Security-Policy: its own inline scripts allowed by hash, nothing else inline. */
  contentSecurityPolicy: string
  /** Precompressed siblings, by content encoding. */
  variants: Map<string, { absolutePath: string; size: number }>
}

export function serveSite(buildDir: string): express.Router {
  const files = indexBuild(buildDir)
  const notFoundPage = files.get('/404/index.html')
  if (!notFoundPage) throw new Error(`${buildDir} has no 404/index.html: run \`npm run build\` first.`)
  const spaFallbackKey = `/${spaFallbackFile}`
  const spaFallback = files.get(spaFallbackKey)
  const spaPages = spaFallback ? spaPageMatchers(buildDir) : []
  const router = express.Router()

  router.use(async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) return next()
    try {
      const requested = lookup(files, req.path)
      if (requested && requested.key !== '/404/index.html')
        await sendFile(req, res, requested.file, 200, requested.key)
      else if (spaFallback && spaPages.some((page) => page.test(req.path)))
        await sendFile(req, res, spaFallback, 200, spaFallbackKey)
      else await sendFile(req, res, notFoundPage, 404, '/404/index.html')
    } catch (error) {
      next(error)
    }
  })
  return router
}

function isApiPath(urlPath: string): boolean {
  return urlPath === '/api' || urlPath.startsWith('/api/')
}

/** Every file of the build by URL path ('/about/index.html'), read once: requests never touch other paths. */
function indexBuild(buildDir: string): Map<string, BuiltFile> {
  let names: string[]
  try {
    names = readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
  } catch {
    throw new Error(`The site build is missing at ${buildDir}: run \`npm run build\` first.`)
  }
  const files = new Map<string, BuiltFile>()
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue
    const absolutePath = path.join(buildDir, name)
    const stat = statSync(absolutePath)
    if (!stat.isFile()) continue
    const variants = new Map<string, { absolutePath: string; size: number }>()
    for (const encoding of encodings) {
      try {
        const variantPath = absolutePath + encoding.suffix
        variants.set(encoding.name, { absolutePath: variantPath, size: statSync(variantPath).size })
      } catch {
        // No precompressed file of this kind: the original is served.
      }
    }
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`
    const scriptHashes = name.endsWith('.html') ? inlineScriptHashes(readFileSync(absolutePath, 'utf8')) : []
    files.set(`/${name.split(path.sep).join('/')}`, {
      absolutePath,
      size: stat.size,
      etag,
      variants,
      contentSecurityPolicy: contentSecurityPolicy(scriptHashes),
    })
  }
  return files
}

/** The routes the build left to the SPA fallback; none for a build that wrote no list (made before it). */
function spaPageMatchers(buildDir: string): RegExp[] {
  let text: string
  try {
    text = readFileSync(path.join(buildDir, spaPagesFile), 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  const routePaths: unknown = JSON.parse(text)
  if (!Array.isArray(routePaths) || !routePaths.every((routePath) => typeof routePath === 'string'))
    throw new Error(`${spaPagesFile} in ${buildDir} is not a list of paths: run \`npm run build\` again.`)
  return routePaths.map((routePath) => new RegExp(spaPagePattern(routePath)))
}

/** The built file for a URL path: an asset as is, a page from <path>/index.html (with or without '/'). */
function lookup(
  files: Map<string, BuiltFile>,
  urlPath: string,
): { key: string; file: BuiltFile } | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  const withoutSlash = decoded.replace(/\/+$/, '')
  for (const key of [decoded, `${withoutSlash}/index.html`]) {
    const file = files.get(key)
    if (file) return { key, file }
  }
  return undefined
}

async function sendFile(req: Request, res: Response, file: BuiltFile, status: number, key: string) {
  const extension = path.extname(key)
  res.status(status)
  res.setHeader('Content-Type', contentTypes[extension] ?? 'application/octet-stream')
  res.setHeader('Cache-Control', cachingFor(key))
  if (file.variants.size > 0) res.setHeader('Vary', 'Accept-Encoding')
  res.setHeader('ETag', file.etag)
  setSecurityHeaders(res, file, key)
  if (crossOriginScripts.has(key)) allowCrossOrigin(res)
  if (status === 200 && req.headers['if-none-match'] === file.etag) {
    res.status(304).end()
    return
  }
  const accepted = acceptedEncodings(req.headers['accept-encoding'])
  const encoding = encodings.find(
    (candidate) => accepted.has(candidate.name) && file.variants.has(candidate.name),
  )
  const body = encoding ? file.variants.get(encoding.name)! : file
  if (encoding) res.setHeader('Content-Encoding', encoding.name)
  res.setHeader('Content-Length', body.size)
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  await pipeline(createReadStream(body.absolutePath), res)
}

/**
 * The same headers nginx sends for the site in compose (infra/nginx/studio/security-headers.conf); the
 * Permissions-Policy comes from the app for every reply. The reset page's and the sign-in page's addresses
 * hold a one-time token (`?token=`) until their script takes it out: no request they make may carry that
 * address as a referrer.
 */
function setSecurityHeaders(res: Response, file: BuiltFile, key: string) {
  res.setHeader('Content-Security-Policy', file.contentSecurityPolicy)
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('X-Frame-Options', 'DENY')
  res.setHeader('Referrer-Policy', tokenPages.has(key) ? 'no-referrer' : 'strict-origin-when-cross-origin')
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
}

const tokenPages = new Set(['/reset-password/index.html', '/login/index.html'])

/**
 * The analytics snippet and the vitals module it imports run on client sites' pages
 * (docs/portal.md#site-analytics): other origins may load them, the module by a CORS fetch.
 */
const crossOriginScripts = new Set(['/v.js', '/v-vitals.js'])

function allowCrossOrigin(res: Response) {
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin')
  res.setHeader('Access-Control-Allow-Origin', '*')
}

function cachingFor(key: string): string {
  if (key.startsWith('/assets/')) return immutableCaching
  // The service worker and the module that registers it too: a new deployment's must be seen at once.
  if (key.endsWith('.html') || key === '/sw.js' || key === '/sw-register.js') return 'no-cache'
  return 'public, max-age=3600'
}

/** Encodings the client accepts (q=0 means "not acceptable"). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>()
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    if (name && !(quality && Number(quality.slice(2)) === 0)) accepted.add(name)
  }
  return accepted
}
