import { describe, expect, it } from 'vitest'
import { withLowPriorityModulePreloads } from './module-preload-priority'

describe('withLowPriorityModulePreloads', () => {
  it('marks each module preload low priority and leaves every other tag alone', () => {
    const page =
      '<head><link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/assets/a.js"/>' +
      '<link rel="modulepreload" href="/assets/b.js"/><link rel="stylesheet" href="/assets/c.css"/></head>'
    expect(withLowPriorityModulePreloads(page)).toBe(
      '<head><link rel="icon" href="/favicon.svg"/><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/><link rel="stylesheet" href="/assets/c.css"/></head>',
    )
  })

  it('leaves a preload that already states its priority as it is, so a second run changes nothing', () => {
    const once = withLowPriorityModulePreloads('<link rel="modulepreload" href="/assets/a.js"/>')
    expect(withLowPriorityModulePreloads(once)).toBe(once)
    const high = '<link rel="modulepreload" href="/assets/a.js" fetchpriority="high"/>'
    expect(withLowPriorityModulePreloads(high)).toBe(high)
  })
})
