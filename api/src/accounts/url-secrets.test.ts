import { describe, expect, it } from 'vitest'
import { redactUrlSecrets } from './url-secrets.ts'

describe('redactUrlSecrets', () => {
  it('hides the token of a reset or sign-in link and keeps the rest', () => {
    expect(redactUrlSecrets('/reset-password?token=abc-DEF_123')).toBe('/reset-password?token=[redacted]')
    expect(redactUrlSecrets('/login?from=mail&TOKEN=x1&y=2')).toBe('/login?from=mail&TOKEN=[redacted]&y=2')
  })

  it('reads a parameter name as the server does: percent-encoded or with brackets', () => {
    expect(redactUrlSecrets('/reset-password?tok%65n=abc')).toBe('/reset-password?tok%65n=[redacted]')
    expect(redactUrlSecrets('/reset-password?%74%6F%6B%65%6E=abc&x=1')).toBe(
      '/reset-password?%74%6F%6B%65%6E=[redacted]&x=1',
    )
    expect(redactUrlSecrets('/login?token[]=abc&token[0]=def')).toBe(
      '/login?token[]=[redacted]&token[0]=[redacted]',
    )
    expect(redactUrlSecrets('/login?token%5B%5D=abc#top')).toBe('/login?token%5B%5D=[redacted]#top')
    expect(redactUrlSecrets('/login?a=1&&token=abc')).toBe('/login?a=1&&token=[redacted]')
  })

  it('keeps a URL whose parameter name cannot be decoded, redacting what it can', () => {
    expect(redactUrlSecrets('/x?%E0%A4%A=1&token=abc')).toBe('/x?%E0%A4%A=1&token=[redacted]')
  })

  it('leaves URLs without a token parameter alone', () => {
    expect(redactUrlSecrets('/api/bills/list.php?owner=Jordan')).toBe('/api/bills/list.php?owner=Jordan')
    expect(redactUrlSecrets('/api/x?mytoken=1')).toBe('/api/x?mytoken=1')
    expect(redactUrlSecrets('/api/x?a[token]=1&tokens=2')).toBe('/api/x?a[token]=1&tokens=2')
    expect(redactUrlSecrets('/token=abc')).toBe('/token=abc')
  })
})
