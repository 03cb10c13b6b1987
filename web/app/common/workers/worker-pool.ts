import type { Remote } from 'comlink'
import { useEffect, useState } from 'react'
import { lazyWorker, type LazyWorker } from './lazy-worker'

export interface WorkerPool<Api> {
  /**
   * Runs `call` on the first free worker, starting workers only as they are needed. Aborting `signal`
   * while the call waits for a worker drops it; while it runs, stops that worker (a fresh one replaces it).
   */
  run<T>(call: (api: Remote<Api>) => Promise<T>, signal: AbortSignal): Promise<T>
  terminate(): void
}

/** Most workers a pool starts: each holds a decoded image and a codec, and more rarely helps a page. */
const maxPoolSize = 4

/** One worker per core the device reports, at least one and at most `maxPoolSize`. */
export function poolSizeFor(cores: number | undefined): number {
  return Math.max(1, Math.min(maxPoolSize, cores || 1))
}

/** A pool of lazy comlink workers that stops with the page. `create` follows `useLazyWorker`'s rule. */
export function useWorkerPool<Api>(create: () => Worker, size: number): WorkerPool<Api> {
  const [pool] = useState(() => workerPool<Api>(create, size))
  useEffect(() => () => pool.terminate(), [pool])
  return pool
}

export function workerPool<Api>(create: () => Worker, size: number): WorkerPool<Api> {
  const all = Array.from({ length: size }, () => lazyWorker<Api>(create))
  const free = [...all]
  const waiting: ((worker: LazyWorker<Api>) => void)[] = []

  function acquire(signal: AbortSignal): Promise<LazyWorker<Api>> {
    signal.throwIfAborted()
    const worker = free.pop()
    if (worker) return Promise.resolve(worker)
    return new Promise((resolve, reject) => {
      const take = (worker: LazyWorker<Api>) => {
        signal.removeEventListener('abort', drop)
        resolve(worker)
      }
      const drop = () => {
        waiting.splice(waiting.indexOf(take), 1)
        reject(signal.reason)
      }
      waiting.push(take)
      signal.addEventListener('abort', drop, { once: true })
    })
  }

  function release(worker: LazyWorker<Api>) {
    const next = waiting.shift()
    if (next) next(worker)
    else free.push(worker)
  }

  return {
    async run(call, signal) {
      const worker = await acquire(signal)
      let stop = () => {}
      const aborted = new Promise<never>((_, reject) => {
        stop = () => {
          worker.terminate()
          reject(signal.reason)
        }
      })
      signal.addEventListener('abort', stop, { once: true })
      try {
        return await Promise.race([worker.run(call), aborted])
      } finally {
        signal.removeEventListener('abort', stop)
        release(worker)
      }
    },
    terminate() {
      all.forEach((worker) => worker.terminate())
    },
  }
}
