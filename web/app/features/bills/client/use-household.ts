import { useCallback, useEffect, useState } from 'react'
import { householdApi, type HouseholdInfo } from './household-api'

type HouseholdState =
  { status: 'loading' } | { status: 'ready'; household: HouseholdInfo } | { status: 'failed'; error: string }

const unreachable = 'Could not load your household. Check your connection and reload.'

async function fetchHousehold(): Promise<HouseholdState> {
  try {
    const reply = await householdApi.get()
    return reply.ok ? { status: 'ready', household: reply.data } : { status: 'failed', error: reply.error }
  } catch {
    return { status: 'failed', error: unreachable }
  }
}

/** The caller's household, fetched from the API (never baked into the build), and `reload` after a rename. */
export function useHousehold() {
  const [state, setState] = useState<HouseholdState>({ status: 'loading' })
  useEffect(() => void fetchHousehold().then(setState), [])
  const reload = useCallback(async () => setState(await fetchHousehold()), [])
  return { state, reload }
}
