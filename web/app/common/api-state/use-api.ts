import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApiResult } from '#app/api-client/api-client.ts'
import { failureSentence } from '#app/api-client/failure-sentence.ts'

export type ReadState<Data> =
  | { phase: 'loading' }
  | { phase: 'failed'; sentence: string; status: number | null }
  | { phase: 'ready'; data: Data }

export const unreachable = 'Could not reach the studio. Check your connection and try again.'

/**
 * One read of the API for a component: loading, then the data or the sentence saying what went wrong
 * (`unreachableSentence` when the API could not be reached). `reload` reads again (after a write) and
 * resolves once the new state is shown; the state stays as it is meanwhile. A read that an unmount or a
 * newer read overtook is dropped.
 */
export function useApiRead<Data>(
  read: () => Promise<ApiResult<Data>>,
  key: unknown = null,
  unreachableSentence: string = unreachable,
) {
  const [state, setState] = useState<ReadState<Data>>({ phase: 'loading' })
  // The latest `read`, so a caller may pass a new arrow each render: `key` says when it reads something else.
  const latestRead = useRef(read)
  useEffect(() => {
    latestRead.current = read
  })
  // Counts the reads begun (and unmounts): only the latest read may set the state.
  const latestReadNumber = useRef(0)
  const reload = useCallback(async () => {
    const readNumber = ++latestReadNumber.current
    const reply = await latestRead.current()
    if (readNumber !== latestReadNumber.current) return
    setState(
      reply.ok
        ? { phase: 'ready', data: reply.data }
        : { phase: 'failed', sentence: failureSentence(reply, unreachableSentence), status: reply.status },
    )
  }, [unreachableSentence])
  useEffect(() => {
    void reload()
    // An unmount or another key makes the read under way stale (the counter, not a DOM node).
    const readCounter = latestReadNumber
    return () => {
      readCounter.current++
    }
  }, [key, reload])
  return { state, reload }
}

/**
 * A write to the API from a form: `busy` while it runs, then `onDone` with the reply's data, or the
 * sentence saying why not in `error` (what the person typed stays in the form). A second run while one is
 * under way is ignored, so a form's button marks itself busy with aria-disabled and keeps its focus
 * (a disabled button would drop it to <body>).
 */
export function useApiWrite() {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  async function run<Data>(write: () => Promise<ApiResult<Data>>, onDone: (data: Data) => void) {
    if (running.current) return
    running.current = true
    setBusy(true)
    const reply = await write()
    running.current = false
    setBusy(false)
    if (!reply.ok) return setError(failureSentence(reply, unreachable))
    setError(null)
    onDone(reply.data)
  }
  return { error, busy, run }
}
