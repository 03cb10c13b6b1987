import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { DevelopersPlayground } from './DevelopersPlayground'
import { StudioOverview } from './StudioOverview'

const tabs = [
  { id: 'overview', label: 'Studio Overview' },
  { id: 'developers-playground', label: "Developer's Playground" },
] as const

type TabId = (typeof tabs)[number]['id']

/** The admin's two tabs (spec section 4): the overview by default, the playground on demand. */
export function AdminDashboard() {
  const [selected, setSelected] = useState<TabId>('overview')
  const baseId = useId()
  const tabRefs = useRef(new Map<TabId, HTMLButtonElement>())

  // Arrow keys move between tabs, as the ARIA tabs pattern expects.
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    const index = tabs.findIndex((tab) => tab.id === selected)
    const next = tabs[(index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!
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
        className="dashboard-panel"
      >
        {selected === 'overview' ? <StudioOverview /> : <DevelopersPlayground />}
      </div>
    </>
  )
}
