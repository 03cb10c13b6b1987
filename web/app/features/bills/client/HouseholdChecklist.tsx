import { BillsChecklist } from './BillsChecklist'
import { HouseholdSettings } from './HouseholdSettings'
import { ReminderSettings } from './ReminderSettings'
import { useHousehold } from './use-household'

/** The signed-in person's household: its bills checklist, its members' names and the reminder switch. */
export function HouseholdChecklist() {
  const { state, reload } = useHousehold()
  if (state.status === 'loading') return <p aria-busy="true">Loading your household…</p>
  if (state.status === 'failed') return <p role="alert">{state.error}</p>
  const { household } = state
  return (
    <>
      <BillsChecklist members={household.members} />
      <ReminderSettings />
      <HouseholdSettings household={household} onRenamed={reload} />
    </>
  )
}
