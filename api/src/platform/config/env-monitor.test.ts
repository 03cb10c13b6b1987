import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from './env.ts'

describe('MONITOR_INTERVAL_S', () => {
  it('defaults to five minutes and takes any whole number of seconds from 30', () => {
    expect(parseEnv({}).MONITOR_INTERVAL_S).toBe(300)
    expect(parseEnv({ MONITOR_INTERVAL_S: '30' }).MONITOR_INTERVAL_S).toBe(30)
  })

  it('stops start with one line naming a bad value', () => {
    const sentence =
      'Invalid configuration: MONITOR_INTERVAL_S must be a whole number of seconds, at least 30 (and at most 86400, a day)'
    for (const bad of ['29', '0', '60.5', 'often', '86401']) {
      expect(() => parseEnv({ MONITOR_INTERVAL_S: bad })).toThrow(ConfigError)
      expect(() => parseEnv({ MONITOR_INTERVAL_S: bad })).toThrow(sentence)
    }
  })
})
