import { formatMoney } from '#app/features/calculators/shared/format.ts'
import { billState, formatDueDate, type Bill } from '../shared/bill-display'

const stateLabel = { paid: 'Paid', overdue: 'Overdue', due: 'Due' } as const

interface BillRowProps {
  bill: Bill
  /** Marks the bill paid, or unpaid when it is paid already. */
  onTogglePaid(): void
  onEdit(): void
}

/** One bill as a table row: green when paid, red when overdue (and said in words, not only colour). */
export function BillRow({ bill, onTogglePaid, onEdit }: BillRowProps) {
  const state = billState(bill)
  return (
    <tr className={`bill-row bill-row--${state}`}>
      <th scope="row">{bill.name}</th>
      <td className="bill-amount">{formatMoney(bill.amount)}</td>
      <td>
        <time dateTime={bill.dueDate}>{formatDueDate(bill.dueDate)}</time>
      </td>
      <td>{stateLabel[state]}</td>
      <td>
        <div className="bill-actions">
          <button type="button" className="btn btn--small" onClick={onTogglePaid}>
            {bill.paid ? 'Mark as Unpaid' : 'Mark as Paid'}
          </button>
          <button type="button" className="btn btn--small btn--secondary" onClick={onEdit}>
            Edit
          </button>
        </div>
      </td>
    </tr>
  )
}
