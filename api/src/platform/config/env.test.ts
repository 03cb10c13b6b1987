import { describe, expect, it } from 'vitest'
import { publicConfig } from '../../contract/public-config.ts'
import { ConfigError, parseEnv } from './env.ts'

describe('parseEnv', () => {
  it('points PUBLIC_URL at PORT when PUBLIC_URL is unset or empty', () => {
    expect(parseEnv({ PORT: '3960' }).PUBLIC_URL).toBe('http://localhost:3960')
    expect(parseEnv({ PORT: '3960', PUBLIC_URL: '' }).PUBLIC_URL).toBe('http://localhost:3960')
    expect(parseEnv({}).PUBLIC_URL).toBe('http://localhost:3000')
    expect(publicConfig(parseEnv({ PORT: '3960' })).publicUrl).toBe('http://localhost:3960')
  })

  it('keeps an explicit PUBLIC_URL whatever the port', () => {
    expect(parseEnv({ PORT: '3960', PUBLIC_URL: 'https://studio.example' }).PUBLIC_URL).toBe(
      'https://studio.example',
    )
  })

  it('takes PG_POOL_MAX per process, 10 by default, and names a bad value', () => {
    expect(parseEnv({}).PG_POOL_MAX).toBe(10)
    expect(parseEnv({ PG_POOL_MAX: '4' }).PG_POOL_MAX).toBe(4)
    for (const bad of ['0', '2.5', 'many', '1000']) {
      expect(() => parseEnv({ PG_POOL_MAX: bad })).toThrow(ConfigError)
      expect(() => parseEnv({ PG_POOL_MAX: bad })).toThrow(/PG_POOL_MAX/)
    }
  })
})
