import { useState } from 'react'
import type { Bill } from '../shared/bill-display'
import { AddBillForm } from './AddBillForm'
import { BillEditRow } from './BillEditRow'
import { BillRow } from './BillRow'
import { BillSection } from './BillSection'
import { billsApi } from './bills-api'
import { useBills } from './use-bills'
import './bills.css'

/** The household bills checklist: one section per member, 'Reset All Bills' and the 'Add Bill' toggle. */
export function BillsChecklist({ members }: { members: readonly string[] }) {
  const { billsByOwner, loaded, change } = useBills(members)
  // Editing is a local mode for one bill at a time (spec section 4).
  const [editingId, setEditingId] = useState<number | null>(null)
  const [adding, setAdding] = useState(false)

  const renderRow = (bill: Bill) =>
    bill.id === editingId ? (
      <BillEditRow
        key={bill.id}
        bill={bill}
        onCancel={() => setEditingId(null)}
        onSave={async (fields) => {
          if (await change('edit', () => billsApi.edit(bill, fields))) setEditingId(null)
        }}
        onDelete={async () => {
          if (await change('delete', () => billsApi.delete(bill))) setEditingId(null)
        }}
      />
    ) : (
      <BillRow
        key={bill.id}
        bill={bill}
        onEdit={() => setEditingId(bill.id)}
        onMarkPaid={() => void change('markPaid', () => billsApi.markPaid(bill))}
      />
    )

  return (
    <div className="bills" aria-busy={!loaded}>
      <div className="split">
        {members.map((owner) => (
          <BillSection
            key={owner}
            owner={owner}
            bills={billsByOwner.get(owner) ?? []}
            renderRow={renderRow}
          />
        ))}
      </div>
      <div className="btn-row bills__actions">
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => void change('reset', billsApi.reset)}
        >
          Reset All Bills
        </button>
        <button
          type="button"
          className="btn"
          aria-expanded={adding}
          onClick={() => setAdding((open) => !open)}
        >
          Add Bill
        </button>
      </div>
      {adding && <AddBillForm members={members} onAdd={(bill) => change('add', () => billsApi.add(bill))} />}
    </div>
  )
}
