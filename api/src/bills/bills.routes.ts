import { Router } from 'express'
import { bearerSession } from '../accounts/auth.middleware.ts'
import * as billsApi from '../contract/bills.ts'
import type { HouseholdInfo } from '../contract/bills.ts'
import { billInputSchemasFor, householdMembersBody, remindersBody } from '../contract/bills.schemas.ts'
import type { AppDeps } from '../deps.ts'
import { requireHouseholdMember } from './household.middleware.ts'
import { renameHousehold } from './households.service.ts'
import { parseInput } from '../platform/http/validate.ts'
import { billRemindersEnabled, setBillReminders } from './bill-reminders.service.ts'
import {
  addBill,
  deleteBill,
  editBill,
  flagOverdueBills,
  householdBillListsOfSession,
  setBillPaid,
  startNextMonth,
} from './bills.service.ts'

/**
 * The bills checklist under /api/bills (docs/product.md#households): a signed-in user sees and changes only
 * the bills of their own household, whose members they may rename (unless it is the studio's).
 */
export function billsRoutes(deps: AppDeps): Router {
  const router = Router()
  // Before the middleware below: the list makes the same checks, in one database round trip with its bills.
  router.get(billsApi.list.path, async (req, res) => {
    const session = bearerSession(deps, req.headers.authorization)
    const { members, billListJson } = await householdBillListsOfSession(deps, session)
    const { owner } = parseInput(billInputSchemasFor(members).listQuery, req.query)
    // Already JSON: sent as res.json sends what it serialises, with the same Content-Type.
    res.set('Content-Type', 'application/json').send(billListJson(owner))
  })

  router.use('/bills', requireHouseholdMember(deps))
  // The owners a request may name are the caller's household members, read for each request.
  const schemasOf = (req: { household?: { members: readonly string[] } }) =>
    billInputSchemasFor(req.household!.members)

  router.post(billsApi.checkOverdue.path, async (req, res) => {
    const updated = await flagOverdueBills(deps, req.household!)
    res.json({ success: 'Overdue bills checked.', updated })
  })

  router.post(billsApi.add.path, async (req, res) => {
    const id = await addBill(deps, req.household!, parseInput(schemasOf(req).add, req.body))
    res.status(201).json({ success: 'Bill added successfully!', id })
  })

  // The one update call (docs/http-api.md) does two things: `paid` (true or false) marks a bill paid or
  // unpaid, otherwise it is an edit.
  router.post(billsApi.edit.path, async (req, res) => {
    if (req.body?.paid !== undefined) {
      const change = parseInput(schemasOf(req).setPaid, req.body)
      await setBillPaid(deps, req.household!, change)
      res.json({ success: change.paid ? 'Bill marked as paid.' : 'Bill marked as unpaid.' })
      return
    }
    await editBill(deps, req.household!, parseInput(schemasOf(req).edit, req.body))
    res.json({ success: 'Bill updated successfully.' })
  })

  router.post(billsApi.deleteBill.path, async (req, res) => {
    await deleteBill(deps, req.household!, parseInput(schemasOf(req).target, req.body))
    res.json({ success: 'Bill deleted.' })
  })

  router.post(billsApi.reset.path, async (req, res) => {
    await startNextMonth(deps, req.household!)
    res.json({ success: 'All bills have been reset.' })
  })

  router.get(billsApi.household.path, (req, res) => {
    const { members, studio } = req.household!
    res.json({ members, renamable: !studio } satisfies HouseholdInfo)
  })

  router.post(billsApi.renameHousehold.path, async (req, res) => {
    const { members } = parseInput(householdMembersBody, req.body)
    await renameHousehold(deps, req.household!, members)
    res.json({ success: 'Household names saved.' })
  })

  router.get(billsApi.reminders.path, async (req, res) => {
    res.json({ enabled: await billRemindersEnabled(deps, req.user!.id) })
  })

  router.post(billsApi.setReminders.path, async (req, res) => {
    const { enabled } = parseInput(remindersBody, req.body)
    await setBillReminders(deps, req.user!.id, enabled)
    res.json({ success: enabled ? 'Bill reminders are on.' : 'Bill reminders are off.' })
  })

  return router
}
