import type { z } from 'zod'
import type { BillInputSchemas, Members, remindersBody } from './bills.schemas.ts'
import { endpoint, type SuccessReply } from './endpoint.ts'

/** A bill as the API replies with it (docs/http-api.md): the amount a number, the due date 'YYYY-MM-DD'. */
export interface Bill {
  id: number
  owner: string
  name: string
  amount: number
  dueDate: string
  paid: boolean
  overdue: boolean
}

/** The caller's household as GET /api/bills/household.php describes it. */
export interface HouseholdInfo {
  members: Members
  /** False for the studio's household, whose names come from the server's HOUSEHOLD_MEMBERS setting. */
  renamable: boolean
}

type Input<Name extends keyof BillInputSchemas> = z.input<BillInputSchemas[Name]>

// The bills checklist's endpoints under /api/bills, all for a member of the caller's household. One
// update path serves two calls: `paid` marks a bill paid or unpaid, otherwise the body is an edit.

export const list = endpoint<Input<'listQuery'>, Bill[]>('GET', '/bills/list.php', 'signed-in')
export const checkOverdue = endpoint<undefined, SuccessReply & { updated: number }>(
  'POST',
  '/bills/check_overdue.php',
  'signed-in',
)
export const add = endpoint<Input<'add'>, SuccessReply & { id: number }>(
  'POST',
  '/bills/add.php',
  'signed-in',
)
export const setPaid = endpoint<Input<'setPaid'>, SuccessReply>('POST', '/bills/update.php', 'signed-in')
export const edit = endpoint<Input<'edit'>, SuccessReply>('POST', '/bills/update.php', 'signed-in')
export const deleteBill = endpoint<Input<'target'>, SuccessReply>('POST', '/bills/delete.php', 'signed-in')
export const reset = endpoint<undefined, SuccessReply>('POST', '/bills/reset.php', 'signed-in')
export const household = endpoint<undefined, HouseholdInfo>('GET', '/bills/household.php', 'signed-in')
export const renameHousehold = endpoint<{ members: readonly string[] }, SuccessReply>(
  'POST',
  '/bills/household.php',
  'signed-in',
)
export const reminders = endpoint<undefined, z.output<typeof remindersBody>>(
  'GET',
  '/bills/reminders.php',
  'signed-in',
)
export const setReminders = endpoint<z.input<typeof remindersBody>, SuccessReply>(
  'POST',
  '/bills/reminders.php',
  'signed-in',
)
