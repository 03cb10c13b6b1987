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

/** A failure of the network or the site as the PageFetchError people read; one already made passes through. */
export function networkFailure(error: unknown, url: URL, timeoutMs: number): PageFetchError {
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
