// @vitest-environment happy-dom
import { act, StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from './Toaster'
import { toast, toastDurationMs } from './toast'

// React only flushes effects synchronously inside act() when told it runs in a test.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root
let container: HTMLElement

const shownToasts = () => [...container.querySelectorAll('.toast__message')].map((node) => node.textContent)

beforeEach(() => {
  vi.useFakeTimers()
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.useRealTimers()
})

describe('Toaster under StrictMode (effects run, clean up and run again)', () => {
  it('closes a toast by itself after its 3 s', () => {
    act(() =>
      root.render(
        <StrictMode>
          <Toaster />
        </StrictMode>,
      ),
    )
    act(() => void toast.info('Saved your draft'))
    expect(shownToasts()).toEqual(['Saved your draft'])

    act(() => vi.advanceTimersByTime(toastDurationMs - 1))
    expect(shownToasts()).toEqual(['Saved your draft'])
    act(() => vi.advanceTimersByTime(1))
    expect(shownToasts()).toEqual([])
  })

  it('keeps a hovered toast and closes it with the time that was left once the pointer leaves', () => {
    act(() =>
      root.render(
        <StrictMode>
          <Toaster />
        </StrictMode>,
      ),
    )
    act(() => void toast.error('Could not send'))
    act(() => vi.advanceTimersByTime(1000))
    const card = container.querySelector('.toast')!
    act(() =>
      card.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body })),
    )
    act(() => vi.advanceTimersByTime(10_000))
    expect(shownToasts()).toEqual(['Could not send'])
    act(() => card.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })))
    act(() => vi.advanceTimersByTime(toastDurationMs - 1000))
    expect(shownToasts()).toEqual([])
  })

  it('keeps a toast with an action until the visitor uses it', () => {
    const onAction = vi.fn()
    act(() =>
      root.render(
        <StrictMode>
          <Toaster />
        </StrictMode>,
      ),
    )
    let id = 0
    act(() => void (id = toast.info('A new version is ready.', { label: 'Reload to update', onAction })))
    act(() => vi.advanceTimersByTime(10 * toastDurationMs))
    expect(shownToasts()).toEqual(['A new version is ready.'])

    const button = container.querySelector<HTMLButtonElement>('.toast__action')!
    expect(button.textContent).toBe('Reload to update')
    act(() => button.click())
    expect(onAction).toHaveBeenCalledOnce()
    act(() => toast.dismiss(id))
  })
})
