import { useEffect, useId, useState } from 'react'
import { toast } from '#app/common/ui/toast.ts'
import { failureSentence } from '#app/api-client/failure-sentence.ts'
import { householdCalls } from './bills-api'

/** The switch for the daily email of bills due within 3 days or newly overdue. */
export function ReminderSettings() {
  const id = useId()
  const [enabled, setEnabled] = useState<boolean | null>(null)

  useEffect(() => {
    void householdCalls.reminders().then((reply) => {
      if (reply.ok) setEnabled(reply.data.enabled)
      else if (reply.problem === 'network') console.warn('Could not read the reminder setting.')
    })
  }, [])

  async function change(next: boolean) {
    setEnabled(next)
    const reply = await householdCalls.setReminders(next)
    if (reply.ok) toast.success(next ? 'Bill reminders are on.' : 'Bill reminders are off.')
    else {
      toast.error(failureSentence(reply, 'Failed to change the reminders. Try again.'))
      setEnabled(!next)
    }
  }

  return (
    <p className="reminder-settings">
      <input
        id={id}
        type="checkbox"
        checked={enabled ?? false}
        disabled={enabled === null}
        onChange={(event) => void change(event.target.checked)}
      />{' '}
      <label htmlFor={id}>Email me a reminder of bills due within 3 days and of overdue bills</label>
    </p>
  )
}
