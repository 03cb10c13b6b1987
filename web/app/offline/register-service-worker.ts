// Built on its own into /sw-register.js (build-tools/service-worker.ts) and imported by URL once the page
// has loaded (use-service-worker.ts): outside Vite's module graph, neither it nor Vite's preload helper
// adds a byte to the first load, and so the update toast's wording lives here too. Registers /sw.js;
// when a new deployment's worker has installed beside the one in control, offers the visitor a reload
// into it. The new worker waits until then, so a page never runs with half of one deployment's files and
// half of another's.
import type { toast } from '#app/common/ui/toast.ts'

/** The page's toast store: it lives in the page's bundle, so the page hands it over. */
export type Toasts = Pick<typeof toast, 'info'>

let registered = false

export async function registerServiceWorker(toasts: Toasts) {
  // StrictMode runs the calling effect twice: one registration, one set of listeners.
  if (registered) return
  registered = true
  const offer = (waiting: ServiceWorker) =>
    toasts.info('A new version of this site is ready.', {
      label: 'Reload to update',
      onAction: () => activate(waiting),
    })
  let registration: ServiceWorkerRegistration
  try {
    registration = await navigator.serviceWorker.register('/sw.js')
  } catch (error) {
    console.warn('The offline service worker did not register.', error)
    return
  }
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

/** Makes the waiting worker take over, then reloads the page with the new deployment. */
function activate(waiting: ServiceWorker) {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
  waiting.postMessage({ type: 'SKIP_WAITING' })
}
