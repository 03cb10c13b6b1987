import { describe, expect, it } from 'vitest'
import { countryTableFrom, loadCountryTable } from './ip-country.ts'

// 1.0.0.0–1.0.0.255 AU, 1.0.1.0–1.0.3.255 CN, then a gap; 2001:200::/32 JP.
const ipv4 = '16777216,16777471,AU\n16777472,16778239,CN\n'
const ipv6 = '42540528726795050063891204319802818560,42540528806023212578155541913346768895,JP\n'

describe('countryTableFrom', () => {
  const table = countryTableFrom(ipv4, ipv6)

  it('finds the range an IPv4 address is in, ends included', () => {
    expect(table.countryOf('1.0.0.0')).toBe('AU')
    expect(table.countryOf('1.0.0.255')).toBe('AU')
    expect(table.countryOf('1.0.1.0')).toBe('CN')
    expect(table.countryOf('1.0.3.255')).toBe('CN')
  })

  it('reads IPv4-mapped IPv6 as IPv4 (a dual-stack server sees ::ffff:1.0.0.7)', () => {
    expect(table.countryOf('::ffff:1.0.0.7')).toBe('AU')
  })

  it('finds IPv6 ranges by their network part', () => {
    expect(table.countryOf('2001:200::1')).toBe('JP')
    expect(table.countryOf('2001:200:ffff:ffff:ffff:ffff:ffff:ffff')).toBe('JP')
    expect(table.countryOf('2001:201::1')).toBe('ZZ')
  })

  it('says ZZ outside every range and for what is not an address', () => {
    expect(table.countryOf('1.0.4.0')).toBe('ZZ')
    expect(table.countryOf('0.0.0.1')).toBe('ZZ')
    expect(table.countryOf('unknown')).toBe('ZZ')
  })
})

describe('loadCountryTable', () => {
  it('reads the packaged table', async () => {
    const table = await loadCountryTable()
    expect(table.countryOf('1.0.1.1')).toBe('CN')
    expect(table.countryOf('127.0.0.1')).toBe('ZZ')
    // A provider's geofeed names 192.168.0.0/16; a private address is nobody's country all the same.
    expect(table.countryOf('192.168.1.20')).toBe('ZZ')
    expect(table.countryOf('::ffff:192.168.1.20')).toBe('ZZ')
    expect(table.countryOf('10.0.0.1')).toBe('ZZ')
    expect(table.countryOf('100.64.3.4')).toBe('ZZ')
    expect(table.countryOf('2001:200::1')).toMatch(/^[A-Z]{2}$/)
  })
})
