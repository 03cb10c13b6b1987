// @vitest-environment happy-dom
import { act, useEffect, useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { ApiResult } from '#app/api-client/api-client.ts'
import { renderInDom } from '#app/common/testing/render-in-dom.tsx'
import { useApiRead } from './use-api'

/** A read whose replies the test hands out one by one, in any order. */
function heldReads<Data>() {
  const pending: ((reply: ApiResult<Data>) => void)[] = []
  const read = () => new Promise<ApiResult<Data>>((resolve) => pending.push(resolve))
  return { read, pending }
}

const ok = <Data,>(data: Data): ApiResult<Data> => ({ ok: true, status: 200, data })

/** Shows the hook's state as text and hands its `reload` to the test. */
function Reader<Data>(props: {
  read: () => Promise<ApiResult<Data>>
  readKey?: unknown
  unreachable?: string
  onReload?: (reload: () => Promise<void>) => void
}) {
  const { state, reload } = useApiRead(props.read, props.readKey, props.unreachable)
  const { onReload } = props
  useEffect(() => onReload?.(reload), [onReload, reload])
  if (state.phase === 'loading') return <p>loading</p>
  if (state.phase === 'failed') return <p>failed: {state.sentence}</p>
  return <p>ready: {String(state.data)}</p>
}

describe('useApiRead', () => {
  it("shows loading, then the data, or the caller's sentence when the API is out of reach", async () => {
    const reads = heldReads<string>()
    const view = renderInDom(<Reader read={reads.read} unreachable="No household today." />)
    expect(view.textContent).toBe('loading')
    await act(async () => reads.pending[0]!({ ok: false, problem: 'network', status: null }))
    expect(view.textContent).toBe('failed: No household today.')
  })

  it('keeps the data shown while reloading, and resolves reload once the new data is shown', async () => {
    const reads = heldReads<string>()
    let reload: () => Promise<void> = () => Promise.reject(new Error('no reload yet'))
    const view = renderInDom(<Reader read={reads.read} onReload={(given) => (reload = given)} />)
    await act(async () => reads.pending[0]!(ok('Ann and Bob')))

    let reloaded = false
    await act(async () => void reload().then(() => (reloaded = true)))
    expect(view.textContent).toBe('ready: Ann and Bob')
    expect(reloaded).toBe(false)

    await act(async () => reads.pending[1]!(ok('Ann and Cy')))
    expect(view.textContent).toBe('ready: Ann and Cy')
    expect(reloaded).toBe(true)
  })

  it('drops a reply that a read of another key overtook', async () => {
    const reads = heldReads<string>()
    function SiteReader() {
      const [siteKey, setSiteKey] = useState('site 1')
      return (
        <>
          <button onClick={() => setSiteKey('site 2')}>Next site</button>
          <Reader read={reads.read} readKey={siteKey} />
        </>
      )
    }
    const view = renderInDom(<SiteReader />)
    act(() => view.querySelector('button')!.click())
    await act(async () => reads.pending[1]!(ok('site 2')))
    await act(async () => reads.pending[0]!(ok('site 1')))
    expect(view.querySelector('p')!.textContent).toBe('ready: site 2')
  })
})
