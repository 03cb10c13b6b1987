import { BlockList, isIPv6 } from 'node:net'
import ipaddr from 'ipaddr.js'

/**
 * ::/96, IPv4-compatible IPv6 (deprecated by RFC 4291): some stacks still route it to the IPv4 address it
 * carries. Checked with Node's own parser: ipaddr.js reads `::8.8.8.8` as the IPv4-mapped ::ffff:8.8.8.8.
 */
const ipv4Compatible = new BlockList()
ipv4Compatible.addSubnet('::', 96, 'ipv6')

/**
 * Why an address must not be fetched on a visitor's behalf, or null when it may. Only ordinary public
 * unicast addresses pass: loopback, private, link-local (cloud metadata at 169.254.169.254), unique-local,
 * carrier-grade NAT, multicast, reserved and the IPv6 forms that embed an IPv4 address (IPv4-compatible
 * ::/96, NAT64 64:ff9b::/96, 6to4 2002::/16, Teredo, IPv4-translated) are all refused, whatever address
 * they carry. IPv4-mapped IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it carries.
 */
export function refusedAddressReason(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address'
  const range = ipaddr.process(address).range()
  if (range !== 'unicast') return range
  return isIPv6(address) && ipv4Compatible.check(address, 'ipv6') ? 'ipv4Compatible' : null
}
