import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.ts'

describe('mail retry and retention settings', () => {
  it('default to 1 s doubling to 5 min, and 365 days', () => {
    expect(parseEnv({})).toMatchObject({
      MAIL_RETRY_BASE_MS: 1_000,
      MAIL_RETRY_MAX_MS: 300_000,
      RETENTION_DAYS: 365,
    })
  })

  it.each([
    [{ RETENTION_DAYS: '0' }, 'Invalid configuration: RETENTION_DAYS Too small: expected number to be >=1'],
    [
      { RETENTION_DAYS: 'a year' },
      'Invalid configuration: RETENTION_DAYS Invalid input: expected number, received NaN',
    ],
    [
      { MAIL_RETRY_BASE_MS: '5' },
      'Invalid configuration: MAIL_RETRY_BASE_MS Too small: expected number to be >=10',
    ],
    [
      { MAIL_RETRY_BASE_MS: '2000', MAIL_RETRY_MAX_MS: '1000' },
      'Invalid configuration: MAIL_RETRY_MAX_MS must not be below MAIL_RETRY_BASE_MS',
    ],
  ])('refuses %o with a sentence naming it', (source, sentence) => {
    expect(() => parseEnv(source)).toThrow(sentence)
  })
})
