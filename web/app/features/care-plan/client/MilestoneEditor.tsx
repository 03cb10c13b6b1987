import { useId, useState, type FormEvent } from 'react'
import { toast } from '#app/common/ui/toast.ts'
import { loadClientMilestones, saveClientMilestones, type Milestone } from './care-plan-api'
import { FormError } from './FormError'
import { ReadStatus } from './ReadStatus'
import { useApiRead, useApiWrite } from './use-api'

const maxMilestones = 30

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
  const change = (index: number, patch: Partial<Milestone>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)))

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
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
            >
              Remove<span className="visually-hidden"> milestone {index + 1}</span>
            </button>
          </div>
        ))}
      </fieldset>
      <FormError id={`${id}-error`} error={error} />
      <div className="btn-row">
        <button
          type="button"
          className="btn btn--secondary"
          disabled={rows.length >= maxMilestones}
          onClick={() => setRows((current) => [...current, { title: '', due: null, done: false }])}
        >
          Add Milestone
        </button>
        <button type="submit" className="btn" disabled={busy}>
          Save Milestones
        </button>
      </div>
    </form>
  )
}
