import { describe, expect, it } from 'vitest'
import { spaPagePattern } from './spa-pages.ts'

describe('spaPagePattern', () => {
  const serves = (routePath: string, urlPath: string) => new RegExp(spaPagePattern(routePath)).test(urlPath)

  it('serves the path itself, with or without a trailing slash', () => {
    expect(serves('/dashboard/clients', '/dashboard/clients')).toBe(true)
    expect(serves('/dashboard/clients', '/dashboard/clients/')).toBe(true)
    expect(serves('/dashboard/clients', '/dashboard/clients/more')).toBe(false)
    expect(serves('/dashboard/clients', '/dashboard/clientsx')).toBe(false)
    expect(serves('/dashboard/clients', '/x/dashboard/clients')).toBe(false)
  })

  it('serves one segment, any text, for each parameter', () => {
    expect(serves('/dashboard/requests/:id', '/dashboard/requests/12')).toBe(true)
    expect(serves('/dashboard/requests/:id', '/dashboard/requests/abc/')).toBe(true)
    expect(serves('/dashboard/requests/:id', '/dashboard/requests/')).toBe(false)
    expect(serves('/dashboard/requests/:id', '/dashboard/requests/12/more')).toBe(false)
  })

  it('reads a literal dot as a dot', () => {
    expect(serves('/a.b', '/a.b')).toBe(true)
    expect(serves('/a.b', '/axb')).toBe(false)
  })
})
