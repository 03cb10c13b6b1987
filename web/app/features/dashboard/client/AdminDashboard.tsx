import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { DevelopersPlayground } from './DevelopersPlayground'
import { StudioOverview } from './StudioOverview'

const tabs = [
  { id: 'overview', label: 'Studio Overview' },
  { id: 'developers-playground', label: "Developer's Playground" },
] as const

type TabId = (typeof tabs)[number]['id']

/** The admin's two tabs (docs/product.md#dashboard): the overview by default, the playground on demand. */
export function AdminDashboard() {
  const [selected, setSelected] = useState<TabId>('overview')
  const baseId = useId()
  const tabRefs = useRef(new Map<TabId, HTMLButtonElement>())

  // The WAI-ARIA tabs pattern with automatic activation: arrows move to the previous or next tab (wrapping),
  // Home and End to the first and last; the tab reached is selected and focused.
  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.id === selected)
    const targetIndex = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index + tabs.length - 1) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key]
    if (targetIndex === undefined) return
    event.preventDefault()
    const next = tabs[targetIndex]!
    setSelected(next.id)
    tabRefs.current.get(next.id)?.focus()
  }

  return (
    <>
      <div role="tablist" aria-label="Dashboard sections" className="dashboard-tabs" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element)
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-controls={`${baseId}-${tab.id}-panel`}
            aria-selected={selected === tab.id}
            tabIndex={selected === tab.id ? 0 : -1}
            className="dashboard-tab"
            onClick={() => setSelected(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${selected}-panel`}
        aria-labelledby={`${baseId}-${selected}-tab`}
        tabIndex={0}
        className="dashboard-panel"
      >
        {selected === 'overview' ? <StudioOverview /> : <DevelopersPlayground />}
      </div>
    </>
  )
}
