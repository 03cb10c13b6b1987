import { useEffect, useId, useState } from 'react'
import { toast } from '../../../toast/toast'
import { householdApi } from './household-api'

/** The switch for the daily email of bills due within 3 days or newly overdue. */
export function ReminderSettings() {
  const id = useId()
  const [enabled, setEnabled] = useState<boolean | null>(null)

  useEffect(() => {
    householdApi
      .reminders()
      .then((reply) => setEnabled(reply.ok ? reply.data.enabled : null))
      .catch((error: unknown) => console.warn('Could not read the reminder setting.', error))
  }, [])

  async function change(next: boolean) {
    setEnabled(next)
    try {
      const reply = await householdApi.setReminders(next)
      if (reply.ok) toast.success(next ? 'Bill reminders are on.' : 'Bill reminders are off.')
      else {
        toast.error(reply.error)
        setEnabled(!next)
      }
    } catch {
      toast.error('Failed to change the reminders. Try again.')
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
