import { wrap, type Remote } from 'comlink'
import { useEffect, useState } from 'react'

export interface LazyWorker<Api> {
  /**
   * Runs `call` against the worker's API, starting the worker on first use. If the worker script fails
   * to load or crashes, the returned promise rejects instead of waiting forever for an answer.
   */
  run<T>(call: (api: Remote<Api>) => Promise<T>): Promise<T>
  /** Stops the worker at once (cancelling whatever it runs); the next api() call starts a fresh one. */
  terminate(): void
}

/**
 * A comlink worker that starts only when the page first needs it, so its code and any WASM it loads are
 * fetched only by visitors who convert something, and that stops when the page goes away.
 * `create` must call `new Worker(new URL(...), { type: 'module' })` itself: Vite finds workers by that form.
 */
export function useLazyWorker<Api>(create: () => Worker): LazyWorker<Api> {
  const [lazy] = useState(() => lazyWorker<Api>(create))
  useEffect(() => () => lazy.terminate(), [lazy])
  return lazy
}

export function lazyWorker<Api>(create: () => Worker): LazyWorker<Api> {
  let running: { worker: Worker; api: Remote<Api>; failed: Promise<never> } | null = null
  return {
    run(call) {
      if (!running) {
        const worker = create()
        const failed = new Promise<never>((_, reject) => {
          worker.addEventListener('error', (event) => {
            // A broken worker is dropped, so the next run() starts a fresh one.
            worker.terminate()
            if (running?.worker === worker) running = null
            reject(new Error(event.message || 'The worker failed to load.'))
          })
        })
        failed.catch(() => undefined) // observed by each run(); unobserved when nothing is running
        running = { worker, api: wrap<Api>(worker), failed }
      }
      return Promise.race([call(running.api), running.failed])
    },
    terminate() {
      running?.worker.terminate()
      running = null
    },
  }
}
