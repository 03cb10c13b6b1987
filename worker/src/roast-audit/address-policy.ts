import ipaddr from 'ipaddr.js'

/**
 * Why an address must not be fetched on a visitor's behalf, or null when it may. Only ordinary public
 * unicast addresses pass: loopback, private, link-local (cloud metadata at 169.254.169.254), unique-local,
 * carrier-grade NAT, multicast, reserved and the IPv6 forms that embed an IPv4 address are all refused.
 * IPv4-mapped IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it carries.
 */
export function refusedAddressReason(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address'
  const range = ipaddr.process(address).range()
  return range === 'unicast' ? null : range
}
