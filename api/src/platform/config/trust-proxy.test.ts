import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from './env.ts'

const trustProxy = (value?: string) => parseEnv({ TRUST_PROXY: value }).TRUST_PROXY

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset or empty', () => {
    expect(trustProxy()).toBe(0)
    expect(trustProxy('')).toBe(0)
  })

  it('takes a hop count', () => {
    expect(trustProxy('1')).toBe(1)
    expect(trustProxy(' 2 ')).toBe(2)
  })

  it('takes comma-separated addresses, CIDRs and the range names Express knows', () => {
    expect(trustProxy('10.0.0.5, 172.18.0.0/16,fd00::/8, ::1, loopback')).toEqual([
      '10.0.0.5',
      '172.18.0.0/16',
      'fd00::/8',
      '::1',
      'loopback',
    ])
  })

  it('refuses every form that trusts everyone, with a sentence saying why', () => {
    for (const value of ['0.0.0.0/0', '::/0', '0.0.0.0/1, 128.0.0.0/1', '10.0.0.5, ::/0', 'true', '*']) {
      expect(() => trustProxy(value), value).toThrow(ConfigError)
    }
    expect(() => trustProxy('0.0.0.0/0')).toThrow(
      'Invalid configuration: TRUST_PROXY must not trust a range wider than /8 (here 0.0.0.0/0): ' +
        'every client could then pick the address its rate limits count under',
    )
  })

  it('refuses "true", names and bad prefixes with a sentence naming what it did not understand', () => {
    for (const value of ['true', 'nginx', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', '1.2.3', '10.0.0.1,']) {
      expect(() => trustProxy(value), value).toThrow(ConfigError)
    }
    expect(() => trustProxy('10.0.0.1, true')).toThrow(
      'Invalid configuration: TRUST_PROXY must be a hop count (0: trust no proxy) or comma-separated ' +
        'proxy addresses/CIDRs (e.g. 10.0.0.5, 172.18.0.0/16); not understood: true',
    )
  })
})
