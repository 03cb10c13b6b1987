import { useId, type ReactNode } from 'react'
import { formatMoney } from '#app/features/calculators/shared/format.ts'
import { possessive, totalDue, type Bill } from '../shared/bill-display'

interface BillSectionProps {
  owner: string
  bills: Bill[]
  /** Renders each bill as a row (shown or in edit mode). */
  renderRow(bill: Bill): ReactNode
}

/** One household member's bills, in due-date order as the server sends them, with the unpaid total. */
export function BillSection({ owner, bills, renderRow }: BillSectionProps) {
  const titleId = useId()
  return (
    <section className="card bill-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{possessive(owner)} Bills</h2>
      {bills.length === 0 ? (
        <p>No bills yet.</p>
      ) : (
        <div className="bill-table-scroll">
          <table className="bill-table">
            <thead>
              <tr>
                <th scope="col">Bill</th>
                <th scope="col">Amount</th>
                <th scope="col">Due</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>{bills.map(renderRow)}</tbody>
          </table>
        </div>
      )}
      <p className="bill-total">
        Total Amount Due: <strong>{formatMoney(totalDue(bills))}</strong>
      </p>
    </section>
  )
}
