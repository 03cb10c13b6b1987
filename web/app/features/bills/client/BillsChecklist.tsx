import { useState } from 'react'
import { ConfirmDialog } from '#app/common/ui/ConfirmDialog.tsx'
import { formatMoney } from '#app/features/calculators/shared/format.ts'
import { formatDueDate, possessive, type Bill } from '../shared/bill-display'
import { AddBillForm } from './AddBillForm'
import { BillEditRow } from './BillEditRow'
import { BillRow } from './BillRow'
import { BillSection } from './BillSection'
import { billCalls } from './bills-api'
import { useBills } from './use-bills'
import './bills.css'

/** A change that cannot be undone, waiting for the person to confirm it. */
interface PendingChange {
  title: string
  message: string
  confirmLabel: string
  run(): Promise<unknown>
}

const resetQuestion = {
  title: 'Reset all bills?',
  message:
    'This starts a new month: each paid bill becomes unpaid and its due date moves one month on. Unpaid bills stay as they are, so an overdue one stays overdue. It cannot be undone.',
  confirmLabel: 'Reset Bills',
}

const deleteQuestion = (bill: Bill) => ({
  title: `Delete ${bill.name}?`,
  message: `${possessive(bill.owner)} ${bill.name} bill (${formatMoney(bill.amount)}, due ${formatDueDate(bill.dueDate)}) will be removed for good. It cannot be undone.`,
  confirmLabel: 'Delete Bill',
})

/** The household bills checklist: one section per member, 'Reset All Bills' and the 'Add Bill' toggle. */
export function BillsChecklist({ members }: { members: readonly string[] }) {
  const { billsByOwner, loaded, change } = useBills(members)
  // Editing is a local mode for one bill at a time (docs/product.md#changing-bills).
  const [editingId, setEditingId] = useState<number | null>(null)
  const [adding, setAdding] = useState(false)
  // Delete and Reset All Bills ask first; cancelling leaves everything as it was.
  const [pending, setPending] = useState<PendingChange | null>(null)

  const renderRow = (bill: Bill) =>
    bill.id === editingId ? (
      <BillEditRow
        key={bill.id}
        bill={bill}
        onCancel={() => setEditingId(null)}
        onSave={async (fields) => {
          if (await change('edit', () => billCalls.edit(bill, fields))) setEditingId(null)
        }}
        onDelete={() =>
          setPending({
            ...deleteQuestion(bill),
            run: async () => {
              if (await change('delete', () => billCalls.delete(bill))) setEditingId(null)
            },
          })
        }
      />
    ) : (
      <BillRow
        key={bill.id}
        bill={bill}
        onEdit={() => setEditingId(bill.id)}
        onTogglePaid={() =>
          void change(bill.paid ? 'markUnpaid' : 'markPaid', () => billCalls.setPaid(bill, !bill.paid))
        }
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
          onClick={() => setPending({ ...resetQuestion, run: () => change('reset', billCalls.reset) })}
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
      {adding && <AddBillForm members={members} onAdd={(bill) => change('add', () => billCalls.add(bill))} />}
      {pending && (
        <ConfirmDialog
          {...pending}
          onConfirm={() => {
            setPending(null)
            void pending.run()
          }}
          onCancel={() => setPending(null)}
        />
      )}
    </div>
  )
}
