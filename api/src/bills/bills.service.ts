import type { SessionClaims } from '../accounts/session-token.ts'
import type { AppDeps } from '../deps.ts'
import type { Household } from './households.repository.ts'
import { householdMemberOfSession } from './households.service.ts'
import { badRequest, conflict, notFound } from '../platform/http/http-error.ts'
import { todayInNewYork } from './bill-dates.ts'
import type { BillEdit, BillPaidChange, BillTarget, NewBill } from '../contract/bills.schemas.ts'
import { billsRepository } from './bills.repository.ts'

type BillDeps = Pick<AppDeps, 'db' | 'now'>

// The same sentence whether the id does not exist or belongs to another household: nothing leaks.
const noSuchBill = (target: BillTarget) =>
  notFound(`There is no bill ${target.id} for ${target.owner}. It may have been deleted; reload the list.`)

/**
 * The caller's household members and, for any owner, their bills list as the reply's JSON text (`[]`
 * for an owner without bills): requireHouseholdMember's checks in the same statement as the bills, so the
 * app's most frequent call costs one database round trip.
 */
export async function householdBillListsOfSession(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger'>,
  session: SessionClaims | null,
): Promise<{ members: Household['members']; billListJson: (owner: string) => string }> {
  const { found } = await householdMemberOfSession(deps, session, (userId) =>
    billsRepository.userHouseholdBillLists(deps.db, userId),
  )
  const lists = found.billListJsonByOwner
  return {
    members: found.members,
    billListJson: (owner) => (Object.hasOwn(lists, owner) ? lists[owner]! : '[]'),
  }
}

/**
 * The most bills one household may keep: a checklist of a family's monthly bills is a few dozen; the cap
 * keeps one account from filling the database (docs/product.md#bills-messages).
 */
export const householdBillCap = 200

export const householdFullSentence =
  `This household has ${householdBillCap} bills, the most it can keep. ` +
  'Delete bills you no longer need, then add this one again.'

export async function addBill({ db, now }: BillDeps, household: Household, bill: NewBill): Promise<number> {
  const id = await billsRepository.insert(db, household.id, bill, todayInNewYork(now()), householdBillCap)
  if (id !== undefined) return id
  if ((await billsRepository.count(db, household.id)) >= householdBillCap)
    throw conflict(householdFullSentence)
  throw badRequest(`${bill.owner} was just renamed in this household. Reload the page.`)
}

export async function setBillPaid(
  { db, now }: BillDeps,
  household: Household,
  change: BillPaidChange,
): Promise<void> {
  if (!(await billsRepository.setPaid(db, household.id, change, todayInNewYork(now()))))
    throw noSuchBill(change)
}

export async function editBill({ db, now }: BillDeps, household: Household, bill: BillEdit): Promise<void> {
  if (!(await billsRepository.edit(db, household.id, bill, todayInNewYork(now())))) throw noSuchBill(bill)
}

export async function deleteBill({ db }: BillDeps, household: Household, target: BillTarget): Promise<void> {
  if (!(await billsRepository.delete(db, household.id, target))) throw noSuchBill(target)
}

/**
 * "Reset All Bills" (docs/product.md#changing-bills): paid bills move to next month, unpaid ones stay as
 * they are; one statement, so all of them move or none do.
 */
export function startNextMonth({ db }: BillDeps, household: Household): Promise<number> {
  return billsRepository.startNextMonth(db, household.id)
}

/**
 * Brings overdue flags up to date for today in New York, of one household or (the scheduled check, no
 * household) of all; returns how many flags changed.
 */
export function flagOverdueBills({ db, now }: BillDeps, household?: Household): Promise<number> {
  return billsRepository.flagOverdue(db, todayInNewYork(now()), household?.id ?? null)
}
