import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import ipaddr from 'ipaddr.js'

// Country from the client's address, offline: the geo-whois-asn-country table (GeoFeed + RIR whois + ASN
// data, CC BY 4.0 by the NRO; docs/decisions/040-site-analytics.md), read into sorted typed arrays once per
// process and searched by bisection. Only the country code is kept, never the address.

/** ISO 3166-1 alpha-2, or 'ZZ' ("unknown") for a private or reserved address, or one in no range. */
export type CountryCode = string
export const unknownCountry = 'ZZ'

export interface CountryTable {
  countryOf(address: string): CountryCode
}

const packageDir = '@ip-location-db/geo-whois-asn-country'

let loaded: Promise<CountryTable> | undefined

/** The table, read on first use and then shared by everything in the process. */
export function countryTable(): Promise<CountryTable> {
  loaded ??= loadCountryTable()
  loaded.catch(() => (loaded = undefined)) // a failed read is tried again on the next use
  return loaded
}

/** Reads the package's numeric CSV files (IPv4 and IPv6): a second or two of CPU. */
export async function loadCountryTable(): Promise<CountryTable> {
  const resolve = createRequire(import.meta.url).resolve
  const [ipv4, ipv6] = await Promise.all(
    ['ipv4', 'ipv6'].map((family) =>
      readFile(resolve(`${packageDir}/geo-whois-asn-country-${family}-num.csv`), 'utf8'),
    ),
  )
  return countryTableFrom(ipv4!, ipv6!)
}

/** Two letters packed into one number, so a code costs 2 bytes in the table. */
const packCode = (code: string) => (code.charCodeAt(0) << 8) | code.charCodeAt(1)
const unpackCode = (packed: number) => String.fromCharCode(packed >> 8, packed & 0xff)

interface Ranges<T> {
  starts: T
  ends: T
  codes: Uint16Array
}

/** Rows 'start,end,CC' (inclusive numeric ranges, sorted by start) into typed arrays. */
function parseRanges<T extends Uint32Array | BigUint64Array>(
  csv: string,
  make: (length: number) => T,
  parse: (field: string) => T[number],
): Ranges<T> {
  const lines = csv.split('\n').filter((line) => line.length > 0)
  const ranges = {
    starts: make(lines.length),
    ends: make(lines.length),
    codes: new Uint16Array(lines.length),
  }
  lines.forEach((line, index) => {
    const [start = '', end = '', code = ''] = line.split(',')
    ranges.starts[index] = parse(start)
    ranges.ends[index] = parse(end)
    ranges.codes[index] = packCode(code.trim())
  })
  return ranges
}

/** The code of the range holding `value`: the last range starting at or below it, if it ends at or above. */
function search<T extends Uint32Array | BigUint64Array>(ranges: Ranges<T>, value: T[number]): CountryCode {
  let low = 0
  let high = ranges.starts.length - 1
  let found = -1
  while (low <= high) {
    const middle = (low + high) >>> 1
    if (ranges.starts[middle]! <= value) {
      found = middle
      low = middle + 1
    } else high = middle - 1
  }
  return found >= 0 && value <= ranges.ends[found]! ? unpackCode(ranges.codes[found]!) : unknownCountry
}

/** IPv4 dotted quad → its number; undefined for anything else. */
function ipv4Number(address: string): number | undefined {
  const parts = address.split('.')
  if (parts.length !== 4) return undefined
  let value = 0
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return undefined
    value = value * 256 + Number(part)
  }
  return value
}

/**
 * The IPv4 ranges that are no country's, whatever a provider's geofeed says (some name private ranges):
 * this network, private, CGNAT, loopback, link-local, IETF, documentation, 6to4 relay, benchmarking,
 * multicast and reserved (RFC 6890).
 */
const specialIpv4Ranges: [number, number][] = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
].map((cidr) => {
  const [network = '', bits = ''] = cidr.split('/')
  const start = ipv4Number(network)!
  return [start, start + 2 ** (32 - Number(bits)) - 1]
})

/**
 * A table from the CSV texts. IPv6 ranges are kept by their first 64 bits (the network part; allocations
 * are never finer than a /64), so each bound fits a BigUint64Array. IPv4 addresses, nearly every client,
 * are read without a parser object.
 */
export function countryTableFrom(ipv4Csv: string, ipv6Csv: string): CountryTable {
  const ipv4 = parseRanges(ipv4Csv, (length) => new Uint32Array(length), Number)
  const ipv6 = parseRanges(
    ipv6Csv,
    (length) => new BigUint64Array(length),
    (field) => BigInt(field) >> 64n,
  )
  const countryOfIpv4 = (value: number) =>
    specialIpv4Ranges.some(([start, end]) => value >= start && value <= end)
      ? unknownCountry
      : search(ipv4, value)
  return {
    countryOf(address) {
      const quad = ipv4Number(address)
      if (quad !== undefined) return countryOfIpv4(quad)
      let parsed: ipaddr.IPv4 | ipaddr.IPv6
      try {
        parsed = ipaddr.process(address.replace(/%.*$/, ''))
      } catch {
        return unknownCountry
      }
      if (parsed.kind() === 'ipv4') return countryOfIpv4(ipv4Number(parsed.toString())!)
      if (parsed.range() !== 'unicast') return unknownCountry
      return search(ipv6, Buffer.from(parsed.toByteArray()).readBigUInt64BE(0))
    },
  }
}
