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
      <SiteFrame>{children}</SiteFrame>
      <Toaster />
    </>
  )
}

/**
 * The frame alone (skip link, header, the page, footer), with none of the app's work: also the first paint
 * of a page left to the SPA fallback, before the app runs (root.tsx's HydrateFallback), which is built for
 * no address in particular (`pageKnown` false).
 */
export function SiteFrame({ children, pageKnown = true }: { children: ReactNode; pageKnown?: boolean }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader pageKnown={pageKnown} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
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
