// Built on its own into /sw-register.js (build-tools/service-worker.ts) and imported by URL once the page
// has loaded (use-service-worker.ts): outside Vite's module graph, neither it nor Vite's preload helper
// adds a byte to the first load. Registers /sw.js; when a new deployment's worker has installed beside
// the one in control, hands the page a way to switch to it. The new worker waits until then, so a page
// never runs with half of one deployment's files and half of another's.

/** Makes the waiting worker take over, then reloads the page with the new deployment. */
export type ActivateUpdate = () => void

let registered = false

export async function registerServiceWorker(onUpdateReady: (activate: ActivateUpdate) => void) {
  // StrictMode runs the calling effect twice: one registration, one set of listeners.
  if (registered) return
  registered = true
  const offer = (waiting: ServiceWorker) => onUpdateReady(() => activate(waiting))
  const registration = await navigator.serviceWorker.register('/sw.js')
  // Installed on an earlier visit and still waiting for its reload.
  if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting)
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      // Without a controller this is the first install: nothing stale to replace.
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing)
    })
  })
}

function activate(waiting: ServiceWorker) {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
  waiting.postMessage({ type: 'SKIP_WAITING' })
}
