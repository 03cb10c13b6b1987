import { describe, expect, it } from 'vitest'
import { createClosableWaits } from './closable-waits.ts'

describe('closable waits', () => {
  it('end with true when their time is up', async () => {
    expect(await createClosableWaits().wait(5)).toBe(true)
  })

  it('end with false at once when closed, every one of many, and any asked for after', async () => {
    const waits = createClosableWaits()
    const many = Array.from({ length: 50 }, () => waits.wait(60_000))
    waits.close()
    expect(await Promise.all(many)).toEqual(Array(50).fill(false))
    expect(await waits.wait(60_000)).toBe(false)
    expect(waits.closed).toBe(true)
  })
})
