import type { LookupFunction } from 'node:net'
import { TLSSocket } from 'node:tls'
import type { Agent, buildConnector } from 'undici'
import { checkedAddresses, pinnedLookup, type AddressCheckOptions } from './checked-addresses.ts'
import { decode, readCapped } from './page-body.ts'
import { networkFailure, PageFetchError } from './page-fetch-error.ts'

// The steps of one fetch: checked-addresses.ts (resolve and check each hop's host), this file (connect,
// send, follow redirects by hand, note the certificate), page-body.ts (read and unpack the body, capped).

export interface PageFetchOptions extends AddressCheckOptions {
  timeoutMs?: number
  maxBytes?: number
  maxRedirects?: number
  /** Tests only: the certificate authorities to trust instead of the system's (PEM). */
  trustedCertificates?: string
}

export interface FetchedPage {
  /** Where the last hop answered from, after redirects. */
  finalUrl: URL
  /** Every URL fetched, in order, the first one included. */
  hops: URL[]
  status: number
  /** Lower-case header names; repeated headers joined with ', '. */
  headers: Record<string, string>
  /** The body as sent (possibly compressed), and after decompression; both capped at maxBytes. */
  transferBytes: number
  body: Buffer
  truncated: boolean
  loadTimeMs: number
  /** When the certificate the last hop showed expires; null for http. */
  certificateValidTo: Date | null
}

export const browserUserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36'

const redirectStatuses = new Set([301, 302, 303, 307, 308])

/**
 * Fetches one page the way a browser would, without becoming a way into our own network: only http and
 * https; every address a host resolves to is checked, and the connection is pinned to the checked
 * addresses (a second DNS answer cannot swap in another one); redirects are followed by hand, each hop
 * checked again. The whole fetch, redirects and body included, has one deadline.
 */
export async function fetchPage(url: string, options: PageFetchOptions): Promise<FetchedPage> {
  const { timeoutMs = 10_000, maxBytes = 5 * 1024 * 1024, maxRedirects = 5 } = options
  // Loaded on the first fetch, a job's: every start of the API would otherwise load it (~0.1 s of CPU).
  const undici = await import('undici')
  const deadline = AbortSignal.timeout(timeoutMs)
  const started = performance.now()
  const hops: URL[] = []
  let current = new URL(url)
  for (;;) {
    hops.push(current)
    const addresses = await checkedAddresses(current, options)
    const hop = { certificateValidTo: null as Date | null }
    const agent = new undici.Agent({
      connect: noteCertificate(undici.buildConnector, pinnedLookup(addresses), options, hop),
    })
    try {
      const response = await send(undici.request, current, agent, deadline, timeoutMs)
      const location = response.headers.location
      if (redirectStatuses.has(response.statusCode) && typeof location === 'string') {
        await response.body.dump()
        if (hops.length > maxRedirects) {
          throw new PageFetchError(
            'failed',
            `${hops[0]!.host} redirected more than ${maxRedirects} times, so we gave up.`,
            'too many redirects',
          )
        }
        current = nextHop(current, location)
        continue
      }
      const headers = flattenHeaders(response.headers)
      const raw = await readCapped(response.body, maxBytes, deadline, timeoutMs, current)
      const decoded = await decode(raw.data, headers['content-encoding'], maxBytes, current)
      return {
        finalUrl: current,
        hops,
        status: response.statusCode,
        headers,
        transferBytes: raw.data.length,
        body: decoded.data,
        truncated: raw.truncated || decoded.truncated,
        loadTimeMs: Math.round(performance.now() - started),
        certificateValidTo: hop.certificateValidTo,
      }
    } catch (error) {
      if (error instanceof PageFetchError) error.certificateValidTo ??= hop.certificateValidTo
      throw error
    } finally {
      void agent.close().catch(() => undefined)
    }
  }
}

/**
 * A connector pinned to the checked addresses that notes when the certificate of a TLS connection expires,
 * trusted or not (the monitor warns before any certificate runs out), and only then refuses an untrusted
 * one, with the error Node would have raised (its code says why: self-signed, expired, another name…).
 */
function noteCertificate(
  buildConnector: typeof import('undici').buildConnector,
  lookup: LookupFunction,
  options: PageFetchOptions,
  hop: { certificateValidTo: Date | null },
): buildConnector.connector {
  const connect = buildConnector({
    lookup,
    // Verified below, after the certificate is read: Node still sets `authorized` and the reason.
    rejectUnauthorized: false,
    ...(options.trustedCertificates && { ca: options.trustedCertificates }),
  })
  return (connectOptions, callback) =>
    connect(connectOptions, (...args) => {
      const socket = args[1]
      if (!(socket instanceof TLSSocket)) return callback(...args)
      const validTo = socket.getPeerCertificate().valid_to
      if (validTo) hop.certificateValidTo = new Date(validTo)
      if (socket.authorized) return callback(null, socket)
      const reason = String(socket.authorizationError ?? 'UNABLE_TO_VERIFY_LEAF_SIGNATURE')
      socket.destroy()
      callback(Object.assign(new Error(`certificate not trusted: ${reason}`), { code: reason }), null)
    })
}

async function send(
  request: typeof import('undici').request,
  url: URL,
  agent: Agent,
  deadline: AbortSignal,
  timeoutMs: number,
) {
  try {
    return await request(url, {
      method: 'GET',
      dispatcher: agent,
      signal: deadline,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      headers: {
        'user-agent': browserUserAgent,
        accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
        'accept-language': 'en-US,en;q=0.9',
        'accept-encoding': 'gzip, deflate, br',
      },
    })
  } catch (error) {
    throw networkFailure(error, url, timeoutMs)
  }
}

function nextHop(from: URL, location: string): URL {
  try {
    return new URL(location, from)
  } catch {
    throw new PageFetchError(
      'failed',
      `${from.host} redirected to an address that isn't valid.`,
      'bad redirect',
    )
  }
}

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
  }
  return flat
}
