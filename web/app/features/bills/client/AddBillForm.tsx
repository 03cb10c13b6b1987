import { useId, useState, type FormEvent } from 'react'
import { SelectField } from '#app/common/ui/SelectField.tsx'
import type { BillFields } from './bills-api'

interface AddBillFormProps {
  members: readonly string[]
  /** Resolves true when the bill was added (the form then clears). */
  onAdd(bill: BillFields & { owner: string }): Promise<boolean>
}

/** The add form behind the 'Add Bill' toggle. The owner defaults to the first household member. */
export function AddBillForm({ members, onAdd }: AddBillFormProps) {
  const empty = { name: '', amount: '', dueDate: '', owner: members[0] ?? '' }
  const [fields, setFields] = useState(empty)
  const [saving, setSaving] = useState(false)
  const id = useId()
  const update = (name: keyof typeof empty) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }))

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSaving(true)
    if (await onAdd(fields)) setFields(empty)
    setSaving(false)
  }

  // noValidate: the form checks nothing itself (docs/product.md#changing-bills); the server answers every
  // mistake with a sentence.
  return (
    <form
      id={`${id}-form`}
      className="form card bill-add-form"
      onSubmit={submit}
      noValidate
      aria-label="Add a bill"
    >
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input id={`${id}-name`} value={fields.name} onChange={update('name')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-amount`}>Amount</label>
        <input
          id={`${id}-amount`}
          type="number"
          inputMode="decimal"
          step="0.01"
          value={fields.amount}
          onChange={update('amount')}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-due`}>Due Date</label>
        <input id={`${id}-due`} type="date" value={fields.dueDate} onChange={update('dueDate')} />
      </div>
      <SelectField
        id={`${id}-owner`}
        label="Owner"
        value={fields.owner}
        options={members}
        optionLabel={(member) => member}
        onChange={(owner) => setFields((current) => ({ ...current, owner }))}
      />
      <div>
        <button className="btn" type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Bill'}
        </button>
      </div>
    </form>
  )
}
