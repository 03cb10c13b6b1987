import { useCallback, useEffect, useState } from 'react'
import type { HouseholdInfo } from '@studio/api/contract/bills'
import { failureSentence } from '#app/api-client/failure-sentence.ts'
import { householdCalls } from './bills-api'

type HouseholdState =
  { status: 'loading' } | { status: 'ready'; household: HouseholdInfo } | { status: 'failed'; error: string }

const unreachable = 'Could not load your household. Check your connection and reload.'

async function fetchHousehold(): Promise<HouseholdState> {
  const reply = await householdCalls.get()
  if (reply.ok) return { status: 'ready', household: reply.data }
  return { status: 'failed', error: failureSentence(reply, unreachable) }
}

/** The caller's household, fetched from the API (never baked into the build), and `reload` after a rename. */
export function useHousehold() {
  const [state, setState] = useState<HouseholdState>({ status: 'loading' })
  useEffect(() => void fetchHousehold().then(setState), [])
  const reload = useCallback(async () => setState(await fetchHousehold()), [])
  return { state, reload }
}
