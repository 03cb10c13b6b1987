import { useId, type ReactNode } from 'react'
import type { ReadState } from '#app/common/api-state/use-api.ts'

/** What a card shows while its read runs or after it failed; the data's own view once it is there. */
export function ReadStatus<Data>({
  state,
  loading,
  children,
}: {
  state: ReadState<Data>
  /** "Loading your sites…" */
  loading: string
  children: (data: Data) => ReactNode
}) {
  if (state.phase === 'loading') return <p aria-busy="true">{loading}</p>
  if (state.phase === 'failed')
    return (
      <p className="status-error" role="alert">
        {state.sentence}
      </p>
    )
  return <>{children(state.data)}</>
}

/** A dashboard card that shows one read: its heading, then the loading line, the failure or the data. */
export function ReadCard<Data>({
  title,
  ...read
}: {
  title: string
  state: ReadState<Data>
  loading: string
  children: (data: Data) => ReactNode
}) {
  const id = useId()
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="h3">
        {title}
      </h2>
      <ReadStatus {...read} />
    </section>
  )
}
