import { useEffect, useRef, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { useServiceWorkerAfterLoad } from '#app/offline/use-service-worker.ts'
import { Toaster } from '#app/common/ui/Toaster.tsx'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { recordVisit } from './visit-log'

/** The frame around every route: skip link, header, the page, footer and the toast stack. */
export function SiteShell({ children }: { children: ReactNode }) {
  useRecordVisitOnce()
  useScrollToTopOnRouteChange()
  useServiceWorkerAfterLoad()
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <Toaster />
    </>
  )
}

function useRecordVisitOnce() {
  useEffect(() => {
    void recordVisit()
  }, [])
}

function useScrollToTopOnRouteChange() {
  const { pathname } = useLocation()
  const firstRender = useRef(true)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })
  }, [pathname])
}
