import { describe, expect, it } from 'vitest'
import { limitConcurrency } from './concurrency-limit.ts'

function deferred() {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('limitConcurrency', () => {
  it('runs two at a time, starts the waiting ones in order, and frees a slot when a task fails', async () => {
    const run = limitConcurrency(2)
    const tasks = Array.from({ length: 5 }, () => deferred())
    const started: number[] = []
    const results = tasks.map((task, index) =>
      run(async () => {
        started.push(index)
        await task.promise
        return index
      }).catch((error: Error) => error.message),
    )

    await settle()
    expect(started).toEqual([0, 1])
    tasks[1]!.reject(new Error('wrong password hash'))
    await settle()
    expect(started).toEqual([0, 1, 2])
    tasks[0]!.resolve()
    await settle()
    expect(started).toEqual([0, 1, 2, 3])
    tasks[2]!.resolve()
    tasks[3]!.resolve()
    await settle()
    expect(started).toEqual([0, 1, 2, 3, 4])
    tasks[4]!.resolve()
    expect(await Promise.all(results)).toEqual([0, 'wrong password hash', 2, 3, 4])
  })
})
