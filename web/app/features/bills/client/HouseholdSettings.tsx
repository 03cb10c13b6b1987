import { useId, useState, type FormEvent } from 'react'
import { toast } from '#app/common/ui/toast.ts'
import type { HouseholdInfo } from '@studio/api/contract/bills'
import { failureSentence } from '#app/api-client/failure-sentence.ts'
import { householdCalls } from './bills-api'

interface HouseholdSettingsProps {
  household: HouseholdInfo
  /** Called after the server accepted new names (the page then fetches the household again). */
  onRenamed(): Promise<void>
}

/**
 * Who the household's bills belong to: a form renaming the two members (their bills follow), or, for the
 * studio's household, a note saying where its names come from. The server judges the names.
 */
export function HouseholdSettings({ household, onRenamed }: HouseholdSettingsProps) {
  const id = useId()
  const [names, setNames] = useState<readonly [string, string]>(household.members)
  const [saving, setSaving] = useState(false)

  if (!household.renamable) {
    return (
      <section className="card household-settings" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>Household</h2>
        <p>
          This is the studio’s household: {household.members.join(' and ')}. Its names come from the studio’s
          HOUSEHOLD_MEMBERS setting and cannot be changed here.
        </p>
      </section>
    )
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSaving(true)
    const reply = await householdCalls.rename(names)
    if (reply.ok) {
      toast.success('Household names saved.')
      await onRenamed()
    } else toast.error(failureSentence(reply, 'Failed to save the names. Try again.'))
    setSaving(false)
  }

  const field = (index: 0 | 1, label: string) => (
    <div className="field">
      <label htmlFor={`${id}-member-${index}`}>{label}</label>
      <input
        id={`${id}-member-${index}`}
        value={names[index]}
        onChange={(event) => {
          const value = event.target.value
          setNames((current) => (index === 0 ? [value, current[1]] : [current[0], value]))
        }}
      />
    </div>
  )

  // noValidate: the server answers every mistake (empty, too long, the same name twice) with a sentence.
  return (
    <section className="card household-settings" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Household</h2>
      <form className="form" onSubmit={save} noValidate aria-label="Household names">
        {field(0, 'First member')}
        {field(1, 'Second member')}
        <div>
          <button className="btn" type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save Names'}
          </button>
        </div>
      </form>
    </section>
  )
}
