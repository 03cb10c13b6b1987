import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NetworkOnly } from 'workbox-strategies'
import { precachedPagePath } from './page-path'

// The site's service worker (built by web/build-tools/service-worker.ts after `react-router build`).
// It keeps the whole public site (pages, hashed assets, the tools' workers and WASM) in the precache, so
// the browser tools open and work with the network off after one visit. /api is never routed here: its
// requests always go to the network.

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] }

// Pages first from the network, so a new deployment's HTML (and with it its assets) arrives at once when
// online; the precached copy of the same page when the network fails. Registered before the precache's
// own route, which would otherwise answer navigations from the cache first.
const pageFromNetworkElsePrecache = new NetworkOnly({
  plugins: [{ handlerDidError: ({ request }) => matchPrecache(precachedPagePath(request.url)) }],
})
registerRoute(new NavigationRoute(pageFromNetworkElsePrecache, { denylist: [/^\/api(\/|$)/] }))

// Everything else precached (hashed assets: their names change with their content) from the cache first.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// A new deployment's worker waits until the visitor chooses "Reload to update" (see app/offline).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
