import { describe, expect, it } from 'vitest'
import { precachedPagePath, precacheUrlForFile } from './page-path'

describe('precache keys', () => {
  it('gives a built page and any address of it the same key', () => {
    expect(precacheUrlForFile('about/index.html')).toBe('/about')
    expect(precachedPagePath('https://studio.test/about')).toBe('/about')
    expect(precachedPagePath('https://studio.test/about/?from=menu')).toBe('/about')
  })

  it('keys the home page as /', () => {
    expect(precacheUrlForFile('index.html')).toBe('/')
    expect(precachedPagePath('https://studio.test/')).toBe('/')
  })

  it('keeps asset paths as they are', () => {
    expect(precacheUrlForFile('assets/image.worker-D_fx.js')).toBe('/assets/image.worker-D_fx.js')
  })
})
