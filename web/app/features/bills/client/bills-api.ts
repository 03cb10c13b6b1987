import type { Bill } from '../shared/bill-display'
import { portalRequest } from './portal-request'

/** What the add and edit forms send: the amount as typed, so the server judges it (no client checks). */
export interface BillFields {
  name: string
  amount: string
  dueDate: string
}

interface Target {
  id: number
  owner: string
}

// The bills calls (README.md#http-api), one function each.
export const billsApi = {
  list: (owner: string) => portalRequest<Bill[]>(`/bills/list.php?owner=${encodeURIComponent(owner)}`),
  checkOverdue: () => portalRequest<{ updated: number }>('/bills/check_overdue.php', { method: 'POST' }),
  add: (bill: BillFields & { owner: string }) =>
    portalRequest('/bills/add.php', { method: 'POST', body: bill }),
  setPaid: ({ id, owner }: Target, paid: boolean) =>
    portalRequest('/bills/update.php', { method: 'POST', body: { id, owner, paid } }),
  edit: ({ id, owner }: Target, fields: BillFields) =>
    portalRequest('/bills/update.php', { method: 'POST', body: { id, owner, ...fields } }),
  delete: ({ id, owner }: Target) =>
    portalRequest('/bills/delete.php', { method: 'POST', body: { id, owner } }),
  reset: () => portalRequest('/bills/reset.php', { method: 'POST' }),
}
