import { useSyncExternalStore } from 'react'
import { defaultSettings, parseSettings, settingsKey, type ImageSettings } from '../shared/settings'

// The stored JSON, mirrored here so the settings still change when localStorage refuses writes (some
// private modes); undefined until first read. The prerendered page and hydration use the defaults.
let stored: string | null | undefined
const listeners = new Set<() => void>()

function readStored(): string | null {
  if (stored === undefined) {
    try {
      stored = localStorage.getItem(settingsKey)
    } catch {
      stored = null
    }
  }
  return stored
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The converter's settings, remembered between visits in localStorage. */
export function useImageSettings(): [ImageSettings, (patch: Partial<ImageSettings>) => ImageSettings] {
  const json = useSyncExternalStore(subscribe, readStored, () => null)
  const settings = json === null ? defaultSettings : parseSettings(json)
  const update = (patch: Partial<ImageSettings>) => {
    const next = { ...parseSettings(readStored()), ...patch }
    stored = JSON.stringify(next)
    try {
      localStorage.setItem(settingsKey, stored)
    } catch {
      // Not remembered after this visit, but still in use now.
    }
    listeners.forEach((listener) => listener())
    return next
  }
  return [settings, update]
}
