import type { ReactNode } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from 'react-router'
import type { Route } from './+types/root'
import { AuthProvider, SessionBeingChecked } from '#app/session/AuthProvider.tsx'
import { SessionCheckNotice } from '#app/session/SessionCheckNotice.tsx'
import { SiteFrame, SiteShell } from '#app/site/SiteShell.tsx'
import { StudioAnalyticsScript } from '#app/site/StudioAnalyticsScript.tsx'
import { inlinedSiteStyles } from '#app/styles/inlined-site-styles.ts'

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#9a3412" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <style dangerouslySetInnerHTML={{ __html: inlinedSiteStyles }} />
        <Meta />
        <Links />
        <StudioAnalyticsScript />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return (
    <AuthProvider>
      <SiteShell>
        <Outlet />
      </SiteShell>
    </AuthProvider>
  )
}

/**
 * The first paint of a page the build left to the SPA fallback (the care plan's, signed in: __spa-fallback
 * .html), until the router has loaded the page: the site's frame with the session being checked, as that
 * page itself begins, so a link from a mail never shows the 404 page or a signed-out header first.
 */
export function HydrateFallback() {
  return (
    <SessionBeingChecked>
      <SiteFrame pageKnown={false}>
        <SessionCheckNotice />
      </SiteFrame>
    </SessionBeingChecked>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong on our end. Please reload the page.'
  return (
    <div className="container page">
      <h1>Well, that didn’t go to plan</h1>
      <p>{message}</p>
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </div>
  )
}
