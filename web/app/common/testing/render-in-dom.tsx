import { act, type ReactElement } from 'react'
import { createRoot } from 'react-dom/client'
import { onTestFinished } from 'vitest'

// For component tests under happy-dom (`// @vitest-environment happy-dom`): React's act() applies every
// update before the test reads the DOM.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** Renders `element` into a fresh container in the document, unmounted and removed when the test ends. */
export function renderInDom(element: ReactElement): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  act(() => root.render(element))
  onTestFinished(() => {
    act(() => root.unmount())
    container.remove()
  })
  return container
}
