import * as billsApi from '@studio/api/contract/bills'
import { callApi } from '#app/api-client/api-client.ts'

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

// The bills checklist's calls (docs/http-api.md), one function each, as the signed-in household member.
export const billCalls = {
  list: (owner: string) => callApi(billsApi.list, { owner }),
  checkOverdue: () => callApi(billsApi.checkOverdue),
  add: (bill: BillFields & { owner: string }) => callApi(billsApi.add, bill),
  setPaid: ({ id, owner }: Target, paid: boolean) => callApi(billsApi.setPaid, { id, owner, paid }),
  edit: ({ id, owner }: Target, fields: BillFields) => callApi(billsApi.edit, { id, owner, ...fields }),
  delete: ({ id, owner }: Target) => callApi(billsApi.deleteBill, { id, owner }),
  reset: () => callApi(billsApi.reset),
}

// The household and reminder calls beside the checklist.
export const householdCalls = {
  get: () => callApi(billsApi.household),
  rename: (members: readonly [string, string]) => callApi(billsApi.renameHousehold, { members }),
  reminders: () => callApi(billsApi.reminders),
  setReminders: (enabled: boolean) => callApi(billsApi.setReminders, { enabled }),
}
