import { useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

/**
 * False in the prerendered HTML and while React hydrates it, true afterwards. Interactive tools disable
 * their inputs until then, so nothing typed before the JavaScript arrives is lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
}
