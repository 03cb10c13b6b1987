import { isIP } from 'node:net'
import { z } from 'zod'

// Express's `trust proxy` names for address ranges (proxy-addr): each also accepted in TRUST_PROXY.
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal'])
const explanation =
  'must be a hop count (0: trust no proxy) or comma-separated proxy addresses/CIDRs (e.g. 10.0.0.5, 172.18.0.0/16)'

/**
 * The widest range TRUST_PROXY may name: a private network's (10.0.0.0/8, fd00::/8). Wider ones, down to
 * 0.0.0.0/0 and ::/0, trust (nearly) everyone.
 */
const narrowestPrefix = 8

/** An address, a CIDR ('10.0.0.0/8', 'fd00::/8') or a range name Express knows. */
function isProxyAddress(entry: string): boolean {
  if (rangeNames.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)
}

/**
 * TRUST_PROXY: which peers may say who the client is (X-Forwarded-For, X-Forwarded-Proto), as Express's
 * `trust proxy` setting. A hop count trusts that many proxies in front; a list trusts exactly those peers.
 * "true", "*" and ranges wider than /8 (0.0.0.0/0, ::/0) are refused: they trust everyone, and any client
 * could then pick the address its rate limits count under.
 */
export const trustProxySchema = z
  .string()
  .default('0')
  .transform((text, context): number | string[] => {
    const value = text.trim()
    if (/^\d{1,2}$/.test(value)) return Number(value)
    const entries = value.split(',').map((entry) => entry.trim())
    const invalid = entries.filter((entry) => !isProxyAddress(entry))
    if (invalid.length > 0) {
      context.addIssue({ code: 'custom', message: `${explanation}; not understood: ${invalid.join(', ')}` })
      return z.NEVER
    }
    const tooWide = entries.filter(
      (entry) => Number(entry.split('/')[1] ?? narrowestPrefix) < narrowestPrefix,
    )
    if (tooWide.length === 0) return entries
    context.addIssue({
      code: 'custom',
      message:
        `must not trust a range wider than /${narrowestPrefix} (here ${tooWide.join(', ')}): ` +
        'every client could then pick the address its rate limits count under',
    })
    return z.NEVER
  })
