import type { AppDeps } from '../deps.ts'
import { notFound } from '../http/http-error.ts'
import { todayInNewYork } from './bill-dates.ts'
import type { BillEdit, BillTarget, NewBill } from './bill-input.ts'
import { billsRepository, type Bill } from './bills.repository.ts'

type BillDeps = Pick<AppDeps, 'db' | 'now'>

const noSuchBill = (target: BillTarget) =>
  notFound(`There is no bill ${target.id} for ${target.owner}. It may have been deleted; reload the list.`)

export function listBills({ db }: BillDeps, owner: string): Promise<Bill[]> {
  return billsRepository.listByOwner(db, owner)
}

export function addBill({ db, now }: BillDeps, bill: NewBill): Promise<number> {
  return billsRepository.insert(db, bill, todayInNewYork(now()))
}

export async function markBillPaid({ db }: BillDeps, target: BillTarget): Promise<void> {
  if (!(await billsRepository.markPaid(db, target))) throw noSuchBill(target)
}

export async function editBill({ db, now }: BillDeps, bill: BillEdit): Promise<void> {
  if (!(await billsRepository.edit(db, bill, todayInNewYork(now())))) throw noSuchBill(bill)
}

export async function deleteBill({ db }: BillDeps, target: BillTarget): Promise<void> {
  if (!(await billsRepository.delete(db, target))) throw noSuchBill(target)
}

/** "Reset All Bills" (DESIGN.md): one statement, so the whole table moves to next month or none of it does. */
export function startNextMonth({ db }: BillDeps): Promise<number> {
  return billsRepository.startNextMonth(db)
}

/** Brings every overdue flag up to date for today in New York; returns how many flags changed. */
export function flagOverdueBills({ db, now }: BillDeps): Promise<number> {
  return billsRepository.flagOverdue(db, todayInNewYork(now()))
}
