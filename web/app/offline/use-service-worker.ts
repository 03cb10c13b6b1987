import { useEffect } from 'react'
import { toast } from '#app/common/ui/toast.ts'
import type { registerServiceWorker } from './register-service-worker'

// Built beside sw.js by build-tools/service-worker.ts; a variable, so Vite leaves the import alone.
const registrationModule = '/sw-register.js'

/**
 * Registers the service worker (offline tools, update toast) once the page has loaded, from a module
 * fetched only then, which also holds the toast's wording. Production builds only: `npm run dev` has no
 * service worker.
 */
export function useServiceWorkerAfterLoad() {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
    const register = () => {
      // A failed registration is reported by the module; a module that did not load, here.
      ;(
        import(/* @vite-ignore */ registrationModule) as Promise<{
          registerServiceWorker: typeof registerServiceWorker
        }>
      )
        .then((module) => module.registerServiceWorker(toast))
        .catch(console.warn)
    }
    if (document.readyState === 'complete') {
      register()
      return
    }
    window.addEventListener('load', register, { once: true })
    return () => window.removeEventListener('load', register)
  }, [])
}
