import { Router } from 'express'
import { requireUser } from '../auth/auth.middleware.ts'
import type { AppDeps } from '../deps.ts'
import { parseInput } from '../http/validate.ts'
import { billInputSchemas } from './bill-input.ts'
import {
  addBill,
  deleteBill,
  editBill,
  flagOverdueBills,
  listBills,
  markBillPaid,
  startNextMonth,
} from './bills.service.ts'

/** The bills checklist under /api/bills (spec section 7): any signed-in user, both owners' bills. */
export function billsRoutes(deps: AppDeps): Router {
  const schemas = billInputSchemas(deps.env.HOUSEHOLD_MEMBERS)
  const router = Router()
  router.use('/bills', requireUser(deps))

  router.get('/bills/list.php', async (req, res) => {
    const { owner } = parseInput(schemas.listQuery, req.query)
    res.json(await listBills(deps, owner))
  })

  router.post('/bills/check_overdue.php', async (_req, res) => {
    const updated = await flagOverdueBills(deps)
    res.json({ success: 'Overdue bills checked.', updated })
  })

  router.post('/bills/add.php', async (req, res) => {
    const id = await addBill(deps, parseInput(schemas.add, req.body))
    res.status(201).json({ success: 'Bill added successfully!', id })
  })

  // The spec's one update call does two things: `paid: true` marks a bill paid, otherwise it is an edit.
  router.post('/bills/update.php', async (req, res) => {
    if (req.body?.paid !== undefined) {
      await markBillPaid(deps, parseInput(schemas.markPaid, req.body))
      res.json({ success: 'Bill marked as paid.' })
      return
    }
    await editBill(deps, parseInput(schemas.edit, req.body))
    res.json({ success: 'Bill updated successfully.' })
  })

  router.post('/bills/delete.php', async (req, res) => {
    await deleteBill(deps, parseInput(schemas.target, req.body))
    res.json({ success: 'Bill deleted.' })
  })

  router.post('/bills/reset.php', async (_req, res) => {
    await startNextMonth(deps)
    res.json({ success: 'All bills have been reset.' })
  })

  return router
}
