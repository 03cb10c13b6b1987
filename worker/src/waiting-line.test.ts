import { describe, expect, it } from 'vitest'
import { WaitingLine } from './waiting-line.ts'

const isSettled = async (promise: Promise<unknown>) => {
  let settled = false
  promise.then(
    () => (settled = true),
    () => (settled = true),
  )
  await Promise.resolve()
  await Promise.resolve()
  return settled
}

describe('the in-process waiting line', () => {
  it('admits up to its slots at once and queues the rest in order', async () => {
    const line = new WaitingLine(2)
    const [first, second, third, fourth] = [line.enter(), line.enter(), line.enter(), line.enter()]
    await Promise.all([first!.admitted, second!.admitted])
    expect([line.position(first!), line.position(third!), line.position(fourth!)]).toEqual([undefined, 1, 2])
    expect(await isSettled(third!.admitted)).toBe(false)

    line.leave()
    await third!.admitted
    expect([line.position(third!), line.position(fourth!)]).toEqual([undefined, 1])
  })

  it('lets a waiting ticket leave the line, and moves the ones behind it up', async () => {
    const line = new WaitingLine(1)
    const [running, leaving, behind] = [line.enter(), line.enter(), line.enter()]
    await running.admitted
    const reason = new Error('cancelled')
    expect(line.withdraw(leaving, reason)).toBe(true)
    await expect(leaving.admitted).rejects.toBe(reason)
    expect(line.position(behind)).toBe(1)
    expect(line.withdraw(running, reason)).toBe(false)

    line.leave()
    await behind.admitted
    line.leave()
    const next = line.enter()
    await next.admitted
    expect(line.position(next)).toBeUndefined()
  })
})
