import { useCallback, useEffect, useState } from 'react'
import { toast } from '../../../toast/toast'
import type { Bill } from '../shared/bill-display'
import { billMessages, type BillChange } from '../shared/bill-messages'
import { billsApi } from './bills-api'
import type { PortalReply } from './portal-request'

/**
 * The checklist's data: both owners' lists, the overdue check on load, and `change`, which runs one bill
 * call, tells the person how it went and reloads the lists (docs/product.md#changing-bills) whatever the
 * outcome.
 */
export function useBills(members: readonly string[]) {
  const [billsByOwner, setBillsByOwner] = useState<ReadonlyMap<string, Bill[]>>(new Map())
  const [loaded, setLoaded] = useState(false)

  const reload = useCallback(async () => {
    try {
      const replies = await Promise.all(members.map((owner) => billsApi.list(owner)))
      setBillsByOwner(new Map(members.map((owner, index) => [owner, listOf(replies[index])])))
    } catch (error) {
      console.warn('Could not load the bills.', error)
    } finally {
      setLoaded(true)
    }
  }, [members])

  useEffect(() => {
    // The page asks the server to re-check overdue bills on every load, then lists them.
    billsApi
      .checkOverdue()
      .catch((error: unknown) => console.warn('The overdue check failed.', error))
      .finally(() => void reload())
  }, [reload])

  const change = useCallback(
    async (kind: BillChange, call: () => Promise<PortalReply<unknown>>): Promise<boolean> => {
      let accepted = false
      try {
        const reply = await call()
        accepted = reply.ok
        if (reply.ok) toast.success(billMessages[kind].success)
        else toast.error(reply.error)
      } catch {
        toast.error(billMessages[kind].failure)
      }
      await reload()
      return accepted
    },
    [reload],
  )

  return { billsByOwner, loaded, change }
}

function listOf(reply: PortalReply<Bill[]> | undefined): Bill[] {
  return reply?.ok ? reply.data : []
}
