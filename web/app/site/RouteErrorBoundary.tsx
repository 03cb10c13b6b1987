import { isRouteErrorResponse, Link, useRouteError } from 'react-router'

/** What a page shows when it fails to render: a plain apology and a way on, inside the normal layout. */
export function RouteErrorBoundary() {
  const error = useRouteError()
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null
  return (
    <div className="container page narrow">
      <h1>This page hit a snag</h1>
      <p>
        Something went wrong while loading this page.{detail ? ` (${detail})` : ''} A reload usually fixes it.
      </p>
      <p>
        <Link to="/">Back to the home page</Link> or <Link to="/contact">tell us what happened</Link>.
      </p>
    </div>
  )
}
