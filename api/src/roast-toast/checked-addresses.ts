import { lookup } from 'node:dns/promises'
import { isIP, type LookupFunction } from 'node:net'
import { refusedAddressReason } from './address-policy.ts'
import { PageFetchError } from './page-fetch-error.ts'

// The fetch's first step for each hop: the addresses its host resolves to, each checked against the
// address policy, and a lookup pinned to them, so a second DNS answer cannot swap in another address.

export interface ResolvedAddress {
  address: string
  family: number
}

export interface AddressCheckOptions {
  /** Tests only: lets the audit fetch pages served on loopback (AUDIT_ALLOW_PRIVATE_NETWORKS). */
  allowPrivateNetworks: boolean
  /** How host names become addresses; tests inject one to simulate public names. */
  resolveHost?: (hostname: string) => Promise<ResolvedAddress[]>
  /** Why an address is refused, or null; tests may declare a loopback address "public". */
  refusedReason?: (address: string) => string | null
}

const defaultResolveHost = (hostname: string) => lookup(hostname, { all: true, verbatim: true })

/** Every address the URL's host resolves to, all public (unless allowed); PageFetchError otherwise. */
export async function checkedAddresses(url: URL, options: AddressCheckOptions): Promise<ResolvedAddress[]> {
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
export function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, addresses)
    else callback(null, addresses[0]!.address, addresses[0]!.family)
  }
}
