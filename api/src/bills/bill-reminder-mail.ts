import type { ReminderKind } from './bill-reminders.repository.ts'

/** A bill as a reminder digest lists it. */
export interface RemindedBill {
  kind: ReminderKind
  owner: string
  name: string
  /** Exact decimal text, e.g. '120.50'. */
  amount: string
  dueDate: string
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const day = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

const line = (bill: RemindedBill) =>
  `- ${bill.name} (${bill.owner}): ${money.format(Number(bill.amount))}, due ${day.format(new Date(`${bill.dueDate}T00:00:00Z`))}`

/** The daily digest of one account: what turned overdue, then what is due soon, each in due-date order. */
export function billReminderMail(
  settings: { siteName: string; checklistUrl: string },
  username: string,
  bills: readonly RemindedBill[],
): { subject: string; text: string } {
  const overdue = bills.filter((bill) => bill.kind === 'overdue')
  const dueSoon = bills.filter((bill) => bill.kind === 'due-soon')
  const counts = [
    overdue.length ? `${overdue.length} overdue` : '',
    dueSoon.length ? `${dueSoon.length} due soon` : '',
  ].filter(Boolean)
  const section = (title: string, list: RemindedBill[]) => (list.length ? [title, ...list.map(line), ''] : [])
  return {
    subject: `Bill reminder: ${counts.join(', ')}`,
    text: [
      `Hi ${username},`,
      '',
      ...section('Overdue (not marked paid):', overdue),
      ...section('Due within 3 days:', dueSoon),
      `Open the bills checklist: ${settings.checklistUrl}`,
      '',
      'Each bill is mentioned once when it comes due and once if it turns overdue. You can switch these',
      'reminders off on the bills checklist.',
      '',
      `— ${settings.siteName}`,
    ].join('\n'),
  }
}
