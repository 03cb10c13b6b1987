import { useApiRead } from '#app/common/api-state/use-api.ts'
import { householdCalls } from './bills-api'
import { BillsChecklist } from './BillsChecklist'
import { HouseholdSettings } from './HouseholdSettings'
import { ReminderSettings } from './ReminderSettings'

const householdUnreachable = 'Could not load your household. Check your connection and reload.'

/**
 * The signed-in person's household (fetched from the API, never baked into the build): its bills
 * checklist, its members' names and the reminder switch. A rename reads the household again.
 */
export function HouseholdChecklist() {
  const { state, reload } = useApiRead(householdCalls.get, null, householdUnreachable)
  if (state.phase === 'loading') return <p aria-busy="true">Loading your household…</p>
  if (state.phase === 'failed') return <p role="alert">{state.sentence}</p>
  const household = state.data
  return (
    <>
      <BillsChecklist members={household.members} />
      <ReminderSettings />
      <HouseholdSettings household={household} onRenamed={reload} />
    </>
  )
}
