import { describe, expect, it } from 'vitest'
import { redactUrlSecrets } from './url-secrets.ts'

describe('redactUrlSecrets', () => {
  it('hides the token of a reset or sign-in link and keeps the rest', () => {
    expect(redactUrlSecrets('/reset-password?token=abc-DEF_123')).toBe('/reset-password?token=[redacted]')
    expect(redactUrlSecrets('/login?from=mail&TOKEN=x1&y=2')).toBe('/login?from=mail&TOKEN=[redacted]&y=2')
  })

  it('leaves URLs without a token parameter alone', () => {
    expect(redactUrlSecrets('/api/bills/list.php?owner=Jordan')).toBe('/api/bills/list.php?owner=Jordan')
    expect(redactUrlSecrets('/api/x?mytoken=1')).toBe('/api/x?mytoken=1')
  })
})
