import { Router } from 'express'
import { z } from 'zod'
import { bearerSession } from '../auth/auth.middleware.ts'
import type { AppDeps } from '../deps.ts'
import { requireHouseholdMember } from '../households/household.middleware.ts'
import { householdMembersBody } from '../households/household-input.ts'
import { renameHousehold } from '../households/households.service.ts'
import { parseInput } from '../http/validate.ts'
import { billInputSchemasFor } from './bill-input.ts'
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

const remindersBody = z.object({ enabled: z.boolean({ error: 'must be true or false' }) })

/**
 * The bills checklist under /api/bills (spec section 7): a signed-in user sees and changes only the bills
 * of their own household, whose members they may rename (unless it is the studio's).
 */
export function billsRoutes(deps: AppDeps): Router {
  const router = Router()
  // Before the middleware below: the list makes the same checks, in one database round trip with its bills.
  router.get('/bills/list.php', async (req, res) => {
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

  router.post('/bills/check_overdue.php', async (req, res) => {
    const updated = await flagOverdueBills(deps, req.household!)
    res.json({ success: 'Overdue bills checked.', updated })
  })

  router.post('/bills/add.php', async (req, res) => {
    const id = await addBill(deps, req.household!, parseInput(schemasOf(req).add, req.body))
    res.status(201).json({ success: 'Bill added successfully!', id })
  })

  // The spec's one update call does two things: `paid` (true or false) marks a bill paid or unpaid,
  // otherwise it is an edit.
  router.post('/bills/update.php', async (req, res) => {
    if (req.body?.paid !== undefined) {
      const change = parseInput(schemasOf(req).setPaid, req.body)
      await setBillPaid(deps, req.household!, change)
      res.json({ success: change.paid ? 'Bill marked as paid.' : 'Bill marked as unpaid.' })
      return
    }
    await editBill(deps, req.household!, parseInput(schemasOf(req).edit, req.body))
    res.json({ success: 'Bill updated successfully.' })
  })

  router.post('/bills/delete.php', async (req, res) => {
    await deleteBill(deps, req.household!, parseInput(schemasOf(req).target, req.body))
    res.json({ success: 'Bill deleted.' })
  })

  router.post('/bills/reset.php', async (req, res) => {
    await startNextMonth(deps, req.household!)
    res.json({ success: 'All bills have been reset.' })
  })

  router.get('/bills/household.php', (req, res) => {
    const { members, studio } = req.household!
    res.json({ members, renamable: !studio })
  })

  router.post('/bills/household.php', async (req, res) => {
    const { members } = parseInput(householdMembersBody, req.body)
    await renameHousehold(deps, req.household!, members)
    res.json({ success: 'Household names saved.' })
  })

  router.get('/bills/reminders.php', async (req, res) => {
    res.json({ enabled: await billRemindersEnabled(deps, req.user!.id) })
  })

  router.post('/bills/reminders.php', async (req, res) => {
    const { enabled } = parseInput(remindersBody, req.body)
    await setBillReminders(deps, req.user!.id, enabled)
    res.json({ success: enabled ? 'Bill reminders are on.' : 'Bill reminders are off.' })
  })

  return router
}
