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
  useTopOfNewPageOnRouteChange()
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

/** How long a new page may take to show its h1 (a thread's comes with its data) before focus stays put. */
const headingWaitMs = 10_000

/**
 * A route change scrolls to the top and moves focus to the new page's h1, as a page load would put a
 * screen reader at the top: the link that was followed is gone, and focus would fall to <body>. A page
 * whose h1 comes with its data gets focus there once it appears, unless the person has moved on.
 */
function useTopOfNewPageOnRouteChange() {
  const { pathname } = useLocation()
  const firstRender = useRef(true)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })
    return focusPageHeadingWhenShown()
  }, [pathname])
}

function focusPageHeadingWhenShown(): () => void {
  const main = document.getElementById('main')
  if (!main) return () => {}
  const focusedAtStart = document.activeElement
  const focusHeading = () => {
    const heading = main.querySelector('h1')
    if (!heading) return false
    const untouched = document.activeElement === focusedAtStart || document.activeElement === document.body
    if (untouched) {
      heading.tabIndex = -1
      heading.focus({ preventScroll: true })
    }
    return true
  }
  if (focusHeading()) return () => {}
  const observer = new MutationObserver(() => {
    if (focusHeading()) stop()
  })
  const giveUp = setTimeout(() => stop(), headingWaitMs)
  const stop = () => {
    observer.disconnect()
    clearTimeout(giveUp)
  }
  observer.observe(main, { childList: true, subtree: true })
  return stop
}
