// Waits that one close() cuts short: the in-process queue's delayed jobs and retry backoffs. Each wait is a
// timer in a set, not an abort listener on one shared signal: a dispatch queues a delayed job per site due
// in the next minute, and eleven listeners on one AbortSignal make Node warn of a leak
// (MaxListenersExceededWarning) where there is none.

export interface ClosableWaits {
  /** Resolves true after `ms`, or false as soon as close() is called (at once once it was). */
  wait(ms: number): Promise<boolean>
  close(): void
  readonly closed: boolean
}

export function createClosableWaits(): ClosableWaits {
  const cutShort = new Set<() => void>()
  let closed = false
  return {
    wait(ms) {
      if (closed) return Promise.resolve(false)
      return new Promise((resolve) => {
        const finish = (completed: boolean) => {
          clearTimeout(timer)
          cutShort.delete(stop)
          resolve(completed)
        }
        const stop = () => finish(false)
        const timer = setTimeout(() => finish(true), ms)
        cutShort.add(stop)
      })
    },
    close() {
      closed = true
      for (const stop of [...cutShort]) stop()
    },
    get closed() {
      return closed
    },
  }
}
