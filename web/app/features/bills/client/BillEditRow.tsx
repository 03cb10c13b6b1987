import { useState } from 'react'
import type { Bill } from '../shared/bill-display'
import type { BillFields } from './bills-api'

interface BillEditRowProps {
  bill: Bill
  onSave(fields: BillFields): void
  onCancel(): void
  onDelete(): void
}

/** The row in edit mode: name, amount and date inputs with Save, Cancel and Delete (no client checks). */
export function BillEditRow({ bill, onSave, onCancel, onDelete }: BillEditRowProps) {
  const [fields, setFields] = useState<BillFields>({
    name: bill.name,
    amount: bill.amount.toFixed(2),
    dueDate: bill.dueDate,
  })
  const update = (name: keyof BillFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }))

  return (
    <tr className="bill-row bill-row--editing">
      <th scope="row">
        <input aria-label="Bill name" value={fields.name} onChange={update('name')} />
      </th>
      <td>
        <input
          aria-label="Amount"
          type="number"
          inputMode="decimal"
          step="0.01"
          value={fields.amount}
          onChange={update('amount')}
        />
      </td>
      <td colSpan={2}>
        <input aria-label="Due date" type="date" value={fields.dueDate} onChange={update('dueDate')} />
      </td>
      <td>
        <div className="bill-actions">
          <button type="button" className="btn btn--small" onClick={() => onSave(fields)}>
            Save
          </button>
          <button type="button" className="btn btn--small btn--secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn btn--small btn--danger" onClick={onDelete}>
            Delete
          </button>
        </div>
      </td>
    </tr>
  )
}
