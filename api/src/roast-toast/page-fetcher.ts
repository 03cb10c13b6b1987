import { lookup } from 'node:dns/promises'
import { isIP, type LookupFunction } from 'node:net'
import { Readable } from 'node:stream'
import { TLSSocket } from 'node:tls'
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib'
import { Agent, buildConnector, request } from 'undici'
import { refusedAddressReason } from './address-policy.ts'

export interface ResolvedAddress {
  address: string
  family: number
}

export interface PageFetchOptions {
  /** Tests only: lets the audit fetch pages served on loopback (AUDIT_ALLOW_PRIVATE_NETWORKS). */
  allowPrivateNetworks: boolean
  /** How host names become addresses; tests inject one to simulate public names. */
  resolveHost?: (hostname: string) => Promise<ResolvedAddress[]>
  /** Why an address is refused, or null; tests may declare a loopback address "public". */
  refusedReason?: (address: string) => string | null
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

/**
 * 'refused': we will not fetch that address (400); 'failed': the site or the network failed (502). The
 * message is a sentence for people; `failure` says the same in a few words, for a status line ("no answer").
 */
export class PageFetchError extends Error {
  /** When the certificate of the hop that failed expires, if it got that far (an untrusted one). */
  certificateValidTo: Date | null = null

  constructor(
    readonly kind: 'refused' | 'failed',
    message: string,
    readonly failure: string,
  ) {
    super(message)
    this.name = 'PageFetchError'
  }
}

export const browserUserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36'

const redirectStatuses = new Set([301, 302, 303, 307, 308])
const defaultResolveHost = (hostname: string) => lookup(hostname, { all: true, verbatim: true })

/**
 * Fetches one page the way a browser would, without becoming a way into our own network: only http and
 * https; every address a host resolves to is checked, and the connection is pinned to the checked
 * addresses (a second DNS answer cannot swap in another one); redirects are followed by hand, each hop
 * checked again. The whole fetch, redirects and body included, has one deadline.
 */
export async function fetchPage(url: string, options: PageFetchOptions): Promise<FetchedPage> {
  const { timeoutMs = 10_000, maxBytes = 5 * 1024 * 1024, maxRedirects = 5 } = options
  const deadline = AbortSignal.timeout(timeoutMs)
  const started = performance.now()
  const hops: URL[] = []
  let current = new URL(url)
  for (;;) {
    hops.push(current)
    const addresses = await checkedAddresses(current, options)
    const hop = { certificateValidTo: null as Date | null }
    const agent = new Agent({ connect: noteCertificate(pinnedLookup(addresses), options, hop) })
    try {
      const response = await send(current, agent, deadline, timeoutMs)
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

async function checkedAddresses(url: URL, options: PageFetchOptions): Promise<ResolvedAddress[]> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PageFetchError(
      'refused',
      'Only http:// and https:// addresses can be roasted.',
      'not an http address',
    )
  }
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1')
  let addresses: ResolvedAddress[]
  if (isIP(hostname)) {
    addresses = [{ address: hostname, family: isIP(hostname) }]
  } else {
    try {
      addresses = await (options.resolveHost ?? defaultResolveHost)(hostname)
    } catch {
      throw new PageFetchError(
        'failed',
        `We couldn't look up ${hostname}: the name doesn't exist, or this server can't reach the network.`,
        'name not found',
      )
    }
  }
  if (addresses.length === 0) {
    throw new PageFetchError('failed', `${hostname} has no address to connect to.`, 'no address')
  }
  if (!options.allowPrivateNetworks) {
    const refusedReason = options.refusedReason ?? refusedAddressReason
    for (const { address } of addresses) {
      const reason = refusedReason(address)
      if (reason) {
        throw new PageFetchError(
          'refused',
          `We only roast public websites: ${hostname} points to a ${describeRange(reason)} address (${address}).`,
          'address not public',
        )
      }
    }
  }
  return addresses
}

function describeRange(range: string): string {
  const names: Record<string, string> = {
    loopback: 'loopback',
    private: 'private-network',
    linkLocal: 'link-local (cloud metadata)',
    uniqueLocal: 'unique-local',
    carrierGradeNat: 'carrier-grade NAT',
    multicast: 'multicast',
    unspecified: 'unspecified',
    broadcast: 'broadcast',
    ipv4Compatible: 'deprecated IPv4-compatible IPv6',
    rfc6052: 'NAT64',
    '6to4': '6to4',
    teredo: 'Teredo',
    rfc6145: 'translated-IPv4',
  }
  return names[range] ?? `non-public (${range})`
}

/** A DNS lookup that can only answer with the addresses already checked. */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, addresses)
    else callback(null, addresses[0]!.address, addresses[0]!.family)
  }
}

/**
 * A connector pinned to the checked addresses that notes when the certificate of a TLS connection expires,
 * trusted or not (the monitor warns before any certificate runs out), and only then refuses an untrusted
 * one, with the error Node would have raised (its code says why: self-signed, expired, another name…).
 */
function noteCertificate(
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

async function send(url: URL, agent: Agent, deadline: AbortSignal, timeoutMs: number) {
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

async function readCapped(
  stream: Readable,
  maxBytes: number,
  deadline: AbortSignal,
  timeoutMs: number,
  url: URL,
): Promise<{ data: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of stream) {
      if (deadline.aborted) throw deadline.reason
      const buffer = chunk as Buffer
      if (size + buffer.length > maxBytes) {
        chunks.push(buffer.subarray(0, maxBytes - size))
        stream.destroy()
        return { data: Buffer.concat(chunks), truncated: true }
      }
      chunks.push(buffer)
      size += buffer.length
    }
  } catch (error) {
    throw networkFailure(error, url, timeoutMs)
  }
  return { data: Buffer.concat(chunks), truncated: false }
}

/** Undoes Content-Encoding, capped like the download itself (a small gzip can inflate enormously). */
async function decode(data: Buffer, encoding: string | undefined, maxBytes: number, url: URL) {
  const decompressors: Record<string, () => NodeJS.ReadWriteStream> = {
    gzip: createGunzip,
    'x-gzip': createGunzip,
    deflate: createInflate,
    br: createBrotliDecompress,
  }
  const decompressor = decompressors[encoding?.trim().toLowerCase() ?? '']
  if (!decompressor) return { data, truncated: false }
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of Readable.from([data]).pipe(decompressor())) {
      const buffer = chunk as Buffer
      if (size + buffer.length > maxBytes) {
        chunks.push(buffer.subarray(0, maxBytes - size))
        return { data: Buffer.concat(chunks), truncated: true }
      }
      chunks.push(buffer)
      size += buffer.length
    }
  } catch {
    throw new PageFetchError(
      'failed',
      `${url.host} sent a ${encoding} body we couldn't unpack.`,
      'unreadable page',
    )
  }
  return { data: Buffer.concat(chunks), truncated: false }
}

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
  }
  return flat
}

function networkFailure(error: unknown, url: URL, timeoutMs: number): PageFetchError {
  if (error instanceof PageFetchError) return error
  // Node errors carry a string code; the deadline's abort is a DOMException named TimeoutError.
  const { code, name } = error as { code?: unknown; name?: unknown }
  const seconds = Math.round(timeoutMs / 1000)
  const notLoaded = [`it didn't finish loading within ${seconds} seconds`, 'no answer'] as const
  const untrusted = [
    'its HTTPS certificate is not from a trusted authority',
    'certificate not trusted',
  ] as const
  const reasons: Record<string, readonly [sentence: string, failure: string]> = {
    TimeoutError: notLoaded,
    AbortError: notLoaded,
    UND_ERR_HEADERS_TIMEOUT: [`it didn't answer within ${seconds} seconds`, 'no answer'],
    UND_ERR_BODY_TIMEOUT: notLoaded,
    UND_ERR_CONNECT_TIMEOUT: ['the connection timed out', 'no answer'],
    ECONNREFUSED: ['the connection was refused', 'connection refused'],
    ECONNRESET: ['the connection was cut off', 'connection cut off'],
    ENETUNREACH: ['the network is unreachable from this server', 'network unreachable'],
    EHOSTUNREACH: ['the network is unreachable from this server', 'network unreachable'],
    CERT_HAS_EXPIRED: ['its HTTPS certificate has expired', 'certificate expired'],
    DEPTH_ZERO_SELF_SIGNED_CERT: ['its HTTPS certificate is self-signed', 'certificate not trusted'],
    ERR_TLS_CERT_ALTNAME_INVALID: [
      'its HTTPS certificate is for a different name',
      'certificate for another name',
    ],
    SELF_SIGNED_CERT_IN_CHAIN: untrusted,
    UNABLE_TO_GET_ISSUER_CERT_LOCALLY: untrusted,
    UNABLE_TO_VERIFY_LEAF_SIGNATURE: untrusted,
    CERT_NOT_YET_VALID: ['its HTTPS certificate is not valid yet', 'certificate not valid yet'],
  }
  const reason = [code, name].find((key): key is string => typeof key === 'string' && key in reasons)
  const [sentence, failure] = reason
    ? reasons[reason]!
    : ['the site did not answer properly', 'no proper answer']
  return new PageFetchError('failed', `We couldn't load ${url.host}: ${sentence}.`, failure)
}
