import type { ReactNode } from 'react'
import { ReadStatus } from './ReadStatus'
import type { ReadState } from '#app/common/api-state/use-api.ts'

/**
 * The positive whole number a page's address names (`/dashboard/requests/12`), or null for anything else
 * ('abc', '1.5', '0'): such an address names nothing, so the page says so without asking the server.
 */
export function idFromAddress(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,15}$/.test(param)) return null
  const id = Number(param)
  return Number.isSafeInteger(id) ? id : null
}

/** What a page about one thing says when its address names none: under the page's h1, and why. */
export function ThingNotFound({ thing, sentence }: { thing: string; sentence?: string }) {
  return (
    <header className="page-header">
      <h1>We couldn’t find that {thing}</h1>
      <p>{sentence ?? 'Check the link you followed: it may be cut short or mistyped.'}</p>
    </header>
  )
}

/**
 * The one read of a page about one thing (a request, a report, a site): while it runs a loading line, a
 * "not found" (404) as the page's heading with the server's sentence, another failure as an alert.
 */
export function PageRead<Data>({
  thing,
  state,
  loading,
  children,
}: {
  thing: string
  state: ReadState<Data>
  loading: string
  children: (data: Data) => ReactNode
}) {
  if (state.phase === 'failed' && state.status === 404)
    return <ThingNotFound thing={thing} sentence={state.sentence} />
  return (
    <ReadStatus state={state} loading={loading}>
      {children}
    </ReadStatus>
  )
}
