import { describe, expect, it } from 'vitest'
import { refusedAddressReason } from './address-policy.ts'

describe('refusedAddressReason', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.5', 'private'],
    ['172.16.3.4', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['fe80::1', 'linkLocal'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.100.100.200', 'carrierGradeNat'],
    ['224.0.0.251', 'multicast'],
    ['ff02::1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['64:ff9b::7f00:1', 'rfc6052'],
    ['2002:7f00:1::', '6to4'],
    ['2002:a00:1::', '6to4'],
    ['64:ff9b::a00:1', 'rfc6052'],
    ['2001::1', 'teredo'],
    ['::ffff:0:7f00:1', 'rfc6145'],
    ['::7f00:1', 'ipv4Compatible'],
    ['::a9fe:a9fe', 'ipv4Compatible'],
    ['::808:808', 'ipv4Compatible'],
    ['::8.8.8.8', 'ipv4Compatible'],
    ['::127.0.0.1', 'loopback'],
  ])('refuses %s (%s)', (address, range) => {
    expect(refusedAddressReason(address)).toBe(range)
  })

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(refusedAddressReason(address)).toBeNull()
    },
  )

  it('refuses text that is not an address', () => {
    expect(refusedAddressReason('localhost')).toBe('not an IP address')
  })
})
