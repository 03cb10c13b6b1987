import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { toast } from '#app/common/ui/toast.ts'
import { loadClientMilestones, saveClientMilestones, type Milestone } from './care-plan-api'
import { FormError } from './FormError'
import { ReadStatus } from './ReadStatus'
import { useApiRead, useApiWrite } from '#app/common/api-state/use-api.ts'

// The contract's milestonesMax (portal-work.schemas.ts), not imported: that module brings zod along.
const milestonesMax = 30

/** The admin keeps one client's milestones: title, due date (optional) and done, saved all at once. */
export function MilestoneEditor({ client }: { client: string }) {
  const { state, reload } = useApiRead(() => loadClientMilestones(client), client)
  return (
    <ReadStatus state={state} loading={`Loading ${client}'s milestones…`}>
      {(data) => <MilestoneForm client={client} saved={data.milestones} onSaved={reload} />}
    </ReadStatus>
  )
}

function MilestoneForm({
  client,
  saved,
  onSaved,
}: {
  client: string
  saved: Milestone[]
  onSaved: () => void
}) {
  const id = useId()
  const [rows, setRows] = useState(saved)
  const { error, busy, run } = useApiWrite()
  const full = rows.length >= milestonesMax
  const change = (index: number, patch: Partial<Milestone>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)))

  // Where focus goes once the rows have changed: a new row's title, or the row that took a removed one's
  // place (else Add Milestone), never <body>, where a removed row's button would leave it.
  const titles = useRef<(HTMLInputElement | null)[]>([])
  const addButton = useRef<HTMLButtonElement>(null)
  const focusNext = useRef<number | 'add' | null>(null)
  useEffect(() => {
    const target = focusNext.current
    if (target === null) return
    focusNext.current = null
    if (target === 'add') addButton.current?.focus()
    else titles.current[target]?.focus()
  })

  function add() {
    focusNext.current = rows.length
    setRows((current) => [...current, { title: '', due: null, done: false }])
  }

  function remove(index: number) {
    const left = rows.length - 1
    focusNext.current = left === 0 ? 'add' : Math.min(index, left - 1)
    setRows((current) => current.filter((_, at) => at !== index))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    void run(
      () =>
        saveClientMilestones(
          client,
          rows.map((row) => ({ ...row, title: row.title.trim() })),
        ),
      () => {
        toast.success(`Milestones saved for ${client}.`)
        onSaved()
      },
    )
  }

  return (
    <form className="form" onSubmit={submit}>
      <fieldset className="milestone-rows">
        <legend>Milestones of {client}</legend>
        {rows.length === 0 && <p className="field-hint">None yet.</p>}
        {rows.map((row, index) => (
          <div key={index} className="milestone-row">
            <label>
              Title
              <input
                ref={(input) => {
                  titles.current[index] = input
                }}
                value={row.title}
                required
                maxLength={120}
                onChange={(event) => change(index, { title: event.target.value })}
              />
            </label>
            <label>
              Due
              <input
                type="date"
                value={row.due ?? ''}
                onChange={(event) => change(index, { due: event.target.value || null })}
              />
            </label>
            <label className="milestone-row__done">
              <input
                type="checkbox"
                checked={row.done}
                onChange={(event) => change(index, { done: event.target.checked })}
              />
              Done
            </label>
            <button type="button" className="btn btn--secondary" onClick={() => remove(index)}>
              Remove<span className="visually-hidden"> milestone {index + 1}</span>
            </button>
          </div>
        ))}
      </fieldset>
      <FormError id={`${id}-error`} error={error} />
      <div className="btn-row">
        <button
          ref={addButton}
          type="button"
          className="btn btn--secondary"
          disabled={full}
          aria-describedby={full ? `${id}-full` : undefined}
          onClick={add}
        >
          Add Milestone
        </button>
        <button type="submit" className="btn" aria-disabled={busy}>
          Save Milestones
        </button>
      </div>
      {full && (
        <p id={`${id}-full`} className="field-hint">
          A timeline holds at most {milestonesMax} milestones: remove one to add another.
        </p>
      )}
    </form>
  )
}
