import { describe, expect, it } from 'vitest'
import { loginLinkFor, returnParam, returnPathAfterSignIn } from './return-path'

describe('returnPathAfterSignIn', () => {
  it('goes back to a path on this site, with its query and hash', () => {
    expect(returnPathAfterSignIn('/bcl')).toBe('/bcl')
    expect(returnPathAfterSignIn('/hourly-rate-calculator?hours=30#result')).toBe(
      '/hourly-rate-calculator?hours=30#result',
    )
  })

  it('goes to the dashboard when nothing, or the login page itself, is named', () => {
    expect(returnPathAfterSignIn(null)).toBe('/dashboard')
    expect(returnPathAfterSignIn('')).toBe('/dashboard')
    expect(returnPathAfterSignIn('/login')).toBe('/dashboard')
  })

  it('never leaves the site', () => {
    for (const hostile of [
      '//evil.example/bcl',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'bcl',
      '/%2F%2Fevil.example',
    ])
      expect(new URL(returnPathAfterSignIn(hostile), 'https://site.invalid').origin, hostile).toBe(
        'https://site.invalid',
      )
    expect(returnPathAfterSignIn('//evil.example/bcl')).toBe('/dashboard')
    expect(returnPathAfterSignIn('https://evil.example/')).toBe('/dashboard')
  })

  it('judges the path after normalisation, so dot segments cannot make it leave the site', () => {
    for (const hostile of [
      '/.//evil.example',
      '/a/..//evil.example',
      '/%2e//evil.example',
      '/./\\evil.example',
    ])
      expect(returnPathAfterSignIn(hostile), hostile).toBe('/dashboard')
    expect(returnPathAfterSignIn('/a/../bcl')).toBe('/bcl')
  })
})

describe('loginLinkFor', () => {
  it('names the page to come back to, readable by returnPathAfterSignIn', () => {
    const link = new URL(loginLinkFor('/bcl'), 'https://site.invalid')
    expect(link.pathname).toBe('/login')
    expect(returnPathAfterSignIn(link.searchParams.get(returnParam))).toBe('/bcl')
    const report = new URL(loginLinkFor('/dashboard/reports/7'), 'https://site.invalid')
    expect(returnPathAfterSignIn(report.searchParams.get(returnParam))).toBe('/dashboard/reports/7')
  })

  it('is the plain login page for the dashboard, where signing in leads anyway', () => {
    expect(loginLinkFor('/dashboard')).toBe('/login')
  })
})
