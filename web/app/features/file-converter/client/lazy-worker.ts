import { wrap, type Remote } from 'comlink'
import { useEffect, useState } from 'react'

export interface LazyWorker<Api> {
  /** The worker's API, starting the worker on the first call. */
  api(): Remote<Api>
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

function lazyWorker<Api>(create: () => Worker): LazyWorker<Api> {
  let running: { worker: Worker; api: Remote<Api> } | null = null
  return {
    api() {
      if (!running) {
        const worker = create()
        running = { worker, api: wrap<Api>(worker) }
      }
      return running.api
    },
    terminate() {
      running?.worker.terminate()
      running = null
    },
  }
}
